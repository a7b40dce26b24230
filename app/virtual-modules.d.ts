declare module "virtual:islands-start" {
  /**
   * The Preact build of the islands' entry and the chunks it imports (IslandsStart in
   * config/preact-islands.ts), for the server's bundle; null in the browser's and in
   * development.
   */
  const start: { entry: string; imports: string[] } | null;
  export default start;
}
