/** /badges lives in the badges area; the route table still imports it from here. */
export { default } from '../badges/BadgesScreen';
