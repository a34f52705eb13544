/** The year of the build, for the prerendered copyright line (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;
