import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { Socket } from 'node:net';
import { generate } from 'selfsigned';

/** The host the SDK sends to (as in @emailjs/browser's default origin). */
export const emailJsHost = 'api.emailjs.com';

export interface SentRequest {
  readonly method: string;
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
}

export interface EmailStub {
  /** The proxy address to give the browser for https. */
  readonly proxy: string;
  /** Every request that reached the stub, as the browser sent it. */
  readonly requests: SentRequest[];
  /** What the stub answers next: a status and body. */
  answer: { status: number; body: string };
  close(): Promise<void>;
}

/** The fields of a multipart/form-data body, read by the platform's own parser. */
async function formFields(request: IncomingMessage, body: Buffer): Promise<Record<string, string>> {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return {};
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  const fields: Record<string, string> = {};
  form.forEach((value, name) => {
    fields[name] = typeof value === 'string' ? value : value.name;
  });
  return fields;
}

/**
 * Stands in for the e-mail provider in both engines, the same way (WebKitGTK's WebDriver has no
 * BiDi, so no request interception): the browser is pointed at this https proxy, which accepts
 * only tunnels to the provider's host and answers them itself, with a throwaway certificate the
 * session accepts (`acceptInsecureCerts`). The page is unchanged: the SDK's real request, to the
 * real endpoint, leaves the engine's network stack and is recorded here with its fields.
 */
export async function startEmailStub(port: number): Promise<EmailStub> {
  const certificate = await generate([{ name: 'commonName', value: emailJsHost }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: emailJsHost }] }],
  });
  const requests: SentRequest[] = [];
  const stub: EmailStub = {
    proxy: `127.0.0.1:${port}`,
    requests,
    answer: { status: 200, body: 'OK' },
    close: async () => {
      tunnels.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      provider.close();
    },
  };
  const provider = createTlsServer({ key: certificate.private, cert: certificate.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void formFields(request, Buffer.concat(chunks)).then((fields) => {
        requests.push({ method: request.method ?? '', url: `https://${request.headers.host ?? ''}${request.url ?? ''}`, fields });
        // The provider answers cross-origin calls with this header; without it the SDK sees a network error.
        response.writeHead(stub.answer.status, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/plain' }).end(stub.answer.body);
      });
    });
  });
  const proxy: Server = createServer((_, response) => response.writeHead(403).end());
  const tunnels = new Set<Socket>();
  proxy.on('connect', (request: IncomingMessage, socket: Socket) => {
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
    socket.on('error', () => socket.destroy());
    // Anything else the browser tries to reach (Firefox's own background calls) gets no tunnel.
    if (request.url !== `${emailJsHost}:443`) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    provider.emit('connection', socket);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return stub;
}
