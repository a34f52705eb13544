// The script of a page whose blocks are all static: only the header's enhancements.
export {};
