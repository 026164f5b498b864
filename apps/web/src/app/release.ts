/** Which build is running: sent with error reports so a report can be tied to a deploy. */
export const RELEASE: string = typeof __AMPARO_RELEASE__ === 'string' ? __AMPARO_RELEASE__ : 'development';
