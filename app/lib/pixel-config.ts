/** Whether the server runs with META_PIXEL_ID: without it there is no pixel, no targeted-cookie question and no line about it in the policies. */
export function isPixelConfigured(): boolean {
  return __PUBLIC_ENV__.META_PIXEL_ID !== undefined;
}
