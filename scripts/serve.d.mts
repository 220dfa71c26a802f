// Types of scripts/serve.mjs for the TypeScript that imports it (the engine suites' server).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The request handler for a build folder (an `http.createServer` listener). */
export function boardroomHandler(root?: string): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
