// Types of scripts/serve.mjs for the TypeScript that imports it (the engine suites' server, the server tests).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Longer URLs are refused (414). */
export const MAX_URL_LENGTH: number;

/** The request handler for a build folder (an `http.createServer` listener). */
export function boardroomHandler(root?: string): (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** The Content-Security-Policy header for a response: the page's policy, framed by nobody, able to reach /sync. */
export function policyHeader(policy: string, host: string | undefined): string;

/** The security headers every response carries. */
export function securityHeaders(policy: string, host: string | undefined): Record<string, string>;
