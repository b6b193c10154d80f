/**
 * How people name the fields a write may change, longest first where one holds another: read by
 * the classifier (is this a change?) and by the write handler (which field?).
 */
export const FIELD_WORDS =
  '(?:email address|e-?mail|phone number|telephone|phone|credit limit|credit line|company name|display name|job title|title|base price|sales price|selling price|priced at|priced|selling for|sells for|price|purchase price|unit cost|costing|cost|first name|last name|name|subsidiary|sales rep|terms|category|memo)';
