/**
 * A params schema's refusal in the window's language (shared/i18n/param-problem-words.ts), each field named by its
 * label in the panel's form where it has one, else by its API path.
 */
import type { ParamsRefusal } from '../../../shared/tools/params-errors';
import { apiFieldName, paramsRefusalText } from '../../../shared/i18n/param-problem-words';
import { currentLocale, translate, translateOr } from '../i18n/i18n';
import { fieldLabelKey } from './panel/field-words';

export function windowFieldName(type: string, field: string): string {
  return /^\w+$/.test(field) ? translateOr(fieldLabelKey(type, field), apiFieldName(field)) : apiFieldName(field);
}

export function paramsRefusalWords(type: string, refusal: ParamsRefusal): string {
  return paramsRefusalText({ locale: currentLocale(), t: translate }, refusal, (field) => windowFieldName(type, field));
}
