import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ApiErrorBodySchema, FieldIssueSchema } from './schemas/common.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The OpenAPI document of the API (served at /api/docs/openapi.json with API_DOCS=true). Every success
 * response names its schema (the controllers' @ApiOkResponse etc., schema classes in each module's
 * *.schemas.ts named as the contract types of libs/contracts; the shared ones in ./schemas), and every
 * operation's other answers are the one error body.
 * test/openapi-contract.spec.ts holds each documented body to the contract type the route returns.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Yoga Live API')
      .setDescription(
        'Live online yoga classes: auth, classes, bookings, blogs, users, referrals and admin stats.',
      )
      .setVersion('1.0.0')
      .addBearerAuth()
      .build(),
    { extraModels: [ApiErrorBodySchema, FieldIssueSchema] },
  );
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.responses.default ??= {
        description: 'Any error (4xx, 5xx): the message in the language of Accept-Language',
        content: { 'application/json': { schema: { $ref: getSchemaPath(ApiErrorBodySchema) } } },
      };
    }
  }
  return document;
}
