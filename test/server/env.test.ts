import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { startServer } from '@server/app';
import { readServerEnv } from '@server/env';

describe('the server environment', () => {
  it('serves one origin on loopback when nothing is set, as `npm start` always did', () => {
    expect(readServerEnv({})).toEqual({
      port: 4173,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:4173',
      siteUrl: 'http://localhost:4173',
      origins: [],
      cardGateway: 'stripe',
    });
    expect(readServerEnv({ PORT: '8080', PUBLIC_URL: 'https://api.example/' })).toMatchObject({
      publicUrl: 'https://api.example',
      siteUrl: 'https://api.example',
    });
  });

  it('keeps the site, the services and the bind address apart when told', () => {
    expect(
      readServerEnv({
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://services.example',
        SITE_URL: 'https://magazine.example/',
        CORS_ORIGINS: 'https://magazine.example/, https://shop.example,,',
      }),
    ).toMatchObject({
      host: '0.0.0.0',
      publicUrl: 'https://services.example',
      siteUrl: 'https://magazine.example',
      origins: ['https://magazine.example', 'https://shop.example'],
    });
  });

  it("puts the store's card on Braintree when CARD_GATEWAY says so, on the card provider else", () => {
    expect(readServerEnv({ CARD_GATEWAY: 'braintree' }).cardGateway).toBe('braintree');
    expect(readServerEnv({ CARD_GATEWAY: 'adyen' }).cardGateway).toBe('stripe');
  });
});

describe('startServer', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('listens on loopback by default, and on the address it is given', async () => {
    server = await startServer(0, {});
    expect(server.address()).toMatchObject({ address: '127.0.0.1' });
    await new Promise<void>((done) => server?.close(() => done()));
    server = await startServer(0, {}, '0.0.0.0');
    expect(server.address()).toMatchObject({ address: '0.0.0.0' });
  });
});
