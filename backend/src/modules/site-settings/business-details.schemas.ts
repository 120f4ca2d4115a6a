import { ApiSchema } from '@nestjs/swagger';
import type { BusinessDetails } from '@yoga/contracts';
import { Bool, ListOf, Nested, Text } from '../../common/openapi/properties.js';

type Address = BusinessDetails['address'];
type Social = BusinessDetails['social'][number];
type Grievance = BusinessDetails['grievance'];

@ApiSchema({ name: 'BusinessAddress', description: "The business's postal address." })
export class BusinessAddressSchema implements Address {
  @Text()
  line1: string;

  @Text()
  line2: string;

  @Text()
  city: string;

  @Text()
  state: string;

  @Text()
  postal_code: string;

  @Text()
  country: string;
}

@ApiSchema({ name: 'SocialLink', description: "One of the business's social media links." })
export class SocialLinkSchema implements Social {
  @Text()
  name: string;

  @Text()
  url: string;
}

@ApiSchema({
  name: 'GrievanceOfficer',
  description: "The grievance officer's contact (printed on the policy pages).",
})
export class GrievanceOfficerSchema implements Grievance {
  @Text()
  name: string;

  @Text()
  email: string;

  @Text()
  phone: string;
}

@ApiSchema({
  name: 'BusinessDetails',
  description:
    "The business's contact and legal details as `GET /api/site-settings` serves them (one set of " +
    'settings on the server, read by every app at run time; no rebuild to change them). `sample` is ' +
    'true while the placeholders are in use: the apps then show a visible "sample details" note, and ' +
    'a production start refuses them.',
})
export class BusinessDetailsSchema implements BusinessDetails {
  @Text()
  brand_name: string;

  @Text()
  legal_name: string;

  @Nested(() => BusinessAddressSchema)
  address: BusinessAddressSchema;

  @Text({ description: 'Display form, e.g. "+91 98100 00000"' })
  phone: string;

  @Text({ description: 'Digits with country code, for wa.me links, e.g. "919810000000"' })
  whatsapp: string;

  @Text()
  email: string;

  @ListOf(() => SocialLinkSchema)
  social: SocialLinkSchema[];

  @Nested(() => GrievanceOfficerSchema)
  grievance: GrievanceOfficerSchema;

  @Bool({
    description:
      'True while the development placeholders are in use (the apps show a "sample details" note)',
  })
  sample: boolean;
}
