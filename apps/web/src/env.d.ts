/** The build's release id (AMPARO_RELEASE, else the git commit, else the build time), set by Vite. */
declare const __AMPARO_RELEASE__: string;
