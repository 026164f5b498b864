// drizzle-kit is hoisted to the root node_modules while npm keeps drizzle-orm inside apps/server, so
// drizzle-kit cannot import drizzle-orm on its own. This hook retries a failed resolution from this package.
import { register } from 'node:module';

const hooks = `
const serverPackage = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (context.parentURL === serverPackage) throw error;
    return nextResolve(specifier, { ...context, parentURL: serverPackage });
  }
}
`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`);
