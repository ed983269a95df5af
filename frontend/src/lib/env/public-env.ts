// The only module that reads Vite's import.meta.env: Jest cannot parse it and maps this file to src/test/public-env.ts.

export const DEFAULT_PUBLIC_API_KEY = 'insolvenz-public-client';

export const publicApiKey: string = import.meta.env.VITE_PUBLIC_API_KEY || DEFAULT_PUBLIC_API_KEY;
