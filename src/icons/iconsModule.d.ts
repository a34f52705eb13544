// Types of the virtual module `virtual:wastely/icons` that src/icons/spritePlugin.ts generates
// (mapped to this file in tsconfig.json "paths").

/** URL of the icon sprite: use a symbol with `${spriteUrl}#name`. */
export declare const spriteUrl: string;
