// A local OAuth 2.0 / OIDC provider standing in for Google in the journeys (never the internet).
// It approves every authorization at once and answers one fixed Google-style profile.
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.E2E_OAUTH_PORT ?? 3191);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeUserinfo', (response) => {
  response.body = {
    sub: 'google-e2e-user',
    email: 'gwen.park.google@example.com',
    email_verified: true,
    given_name: 'Gwen',
    family_name: 'Park',
  };
  response.statusCode = 200;
});
await server.start(port, '127.0.0.1');
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
