// Loaded into the local suite's firebase-tools process only (node --require). Its Hosting
// emulator (superstatic's redirect matcher) calls decodeURI on every request path, and a
// malformed escape such as /api/%ZZ throws there, outside any handler: the whole firebase-tools
// process exits, taking Hosting, Functions and Auth down with it. Deployed Hosting answers such a
// path itself. Here a malformed path is passed on undecoded, so the request reaches the site or
// the function like any other unknown path and gets their 404.
'use strict';
const decode = globalThis.decodeURI;
globalThis.decodeURI = function decodeURIOrKeep(uri) {
  try {
    return decode(uri);
  } catch (error) {
    if (error instanceof URIError) return String(uri);
    throw error;
  }
};
