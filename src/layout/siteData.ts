import { nav } from 'virtual:wastely/site';

/** nav.yaml as validated at build time. */
export const site = nav.site;
export const header = nav.header;
export const footer = nav.footer;
