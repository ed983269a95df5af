// The only module that reads Vite's import.meta.env: Jest cannot parse it and maps this file to src/test/public-env.ts.
import { readPublicApiKey } from './runtime-settings';

export { DEFAULT_PUBLIC_API_KEY } from './runtime-settings';

export const publicApiKey: string = readPublicApiKey(document, import.meta.env.VITE_PUBLIC_API_KEY);
