export {
  loadBusinessDetails,
  primeBusinessDetails,
  resetBusinessDetails,
  postalAddress,
  streetAddress,
  SITE_SETTINGS_URL,
} from './business-details';
export { useBusinessDetails } from './use-business-details';
export { SampleDetailsNote } from './sample-details-note';
export { BrandMark, brandMarkSvg } from './brand-mark';
export {
  BUSINESS_RULES_URL,
  DEFAULT_SHOWN_RULES,
  loadBusinessRules,
  primeBusinessRules,
  resetBusinessRules,
  useBusinessRules,
} from './business-rules';
export { drawnMediaSrcSet, drawnMediaUrl, mediaBase, primeMediaBase } from './media-base';
