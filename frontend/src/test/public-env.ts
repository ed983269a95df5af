// Jest stand-in for src/lib/env/public-env.ts (mapped in jest.config.js): no import.meta.env under Jest.

export const DEFAULT_PUBLIC_API_KEY = 'insolvenz-public-client';

export const publicApiKey: string = DEFAULT_PUBLIC_API_KEY;
