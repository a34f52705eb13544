// Types of the virtual module `virtual:site/icon-names` that src/icons/spritePlugin.ts generates for the studio
// (mapped to this file in tsconfig.json "paths").

/** Every installed lucide icon name, sorted. */
export declare const iconNames: string[];
