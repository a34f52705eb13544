// Imported first by scripts/build.ts, for its side effect: the build is a production build, even when started from the
// test runner (which sets NODE_ENV=test). It must come before every other import: React chooses its development or
// production build when it is first loaded, the content checker's modules load it, and the server renderer, built for
// production, uses that same copy.
process.env.NODE_ENV = 'production';
