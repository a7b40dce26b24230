import type { DataServices } from "../context.ts";
import type { Logger } from "../logger.ts";
import { type AuthService, createAuthService } from "./service.ts";

const services = new WeakMap<DataServices, AuthService>();

/**
 * The one auth service of a server's data services: /auth/v1 and /api/account share it,
 * and with it the cache of signing keys. Undefined when a hosted project signs customers in.
 */
export function authServiceFor(data: DataServices, log: Logger): AuthService | undefined {
  if (data.auth?.mode !== "embedded") return undefined;
  let service = services.get(data);
  if (!service) {
    service = createAuthService({ db: data.database.db, config: data.auth, site: data.mail.site, nudge: () => data.nudge(), log });
    services.set(data, service);
  }
  return service;
}
