export type RouteBytes = {
  jsFiles: string[];
  jsGzip: number;
  cssFiles: string[];
  cssGzip: number;
  inlineCssGzip: number;
  images: string[];
  imageBytes: number;
  htmlGzip: number;
};
export function prerenderedPages(dist: string): { path: string | null; file: string }[];
export function routeBytes(dist: string, htmlFile: string): RouteBytes;
export function kb(bytes: number): string;
