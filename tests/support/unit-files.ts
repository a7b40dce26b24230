/**
 * Unit test files that replace a module (vi.mock) or load one afresh (vi.resetModules),
 * so they run each in a module graph of their own (vitest.config.ts). Every other unit
 * file shares its worker's graph, where a mock would reach the files after it or miss a
 * module loaded before.
 */
export const isolatedUnitFiles = ["server/auth/same-work.test.ts", "app/features/consent/pixel.test.ts"];
