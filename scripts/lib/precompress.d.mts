import type { BuildCache } from '../../src/content/buildCache';

export function precompressible(file: string): boolean;
export function brotliPage(content: Buffer): Promise<Buffer>;
export function precompressFile(file: string): Promise<number>;
export function sitePrecompression(options?: { cache?: BuildCache | null }): Promise<{ add(file: string): void; finish(dist: string): Promise<{ written: number; compressed: number }> }>;
export function precompressSite(dist: string, options?: { cache?: BuildCache | null }): Promise<{ written: number; compressed: number }>;
export function precompressedListFile(dist: string): string;
export function listPrecompressed(dist: string, copies: string[]): void;
