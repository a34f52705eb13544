import type { RenderedPage } from '../../src/entry-server';

export const SPECULATION_RULES: object;
export function iconType(src: string): string;
export function globalStyle(css: string): string;
export function fillTemplate(template: string, parts: { lang: string; head: string; app: string; favicon: string }): string;
export function pageDocument(inputs: { template: string; server: unknown; rendered: Pick<RenderedPage, 'html' | 'styleTags' | 'page' | 'islands'>; path: string | null; script: { modules: string[]; preload: string[]; fallback: string; hydrate?: string[]; scripts?: string[] } | null; styles?: string[] }): string;
