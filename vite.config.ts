import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicEnvDefine } from "./config/vite-define.ts";
import { devServerApi } from "./server/dev-api.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), devServerApi()],
  define: publicEnvDefine(),
  build: { assetsInlineLimit: 0 },
});
