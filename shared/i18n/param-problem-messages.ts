/**
 * A params schema's refusal, problem by problem (shared/tools/params-errors.ts `ParamProblem`), for an edge to word in
 * its language: the window names a field by its label there, the command line and core by its API name. A tool's
 * own check of its params (shared/i18n/param-check-messages.ts) is a sentence of its own.
 */
import { featureMessages, type FeatureMessages } from './feature-messages';
import { paramCheckMessages } from './param-check-messages';
import type { ParamProblemCode } from '../tools/params-errors';

type ParamProblemKey = `paramProblem.${ParamProblemCode}` | 'paramProblem.sentence' | 'paramProblem.more';

const en = {
  'paramProblem.sentence': 'The options are not valid: {problems}.',
  'paramProblem.more': 'and {count, plural, one {# more} other {# more}}',
  'paramProblem.required': '{field} is required',
  'paramProblem.type':
    '{field} must be {expected, select, number {a number} int {a whole number} string {text} boolean {true or false} array {a list} object {an object} other {of another kind}}',
  'paramProblem.min':
    '{field} {origin, select, string {must have at least {limit, plural, one {# character} other {# characters}}} array {must have at least {limit, plural, one {# item} other {# items}}} other {must be {inclusive, select, yes {at least} other {more than}} {limit, number}}}',
  'paramProblem.max':
    '{field} {origin, select, string {must have at most {limit, plural, one {# character} other {# characters}}} array {must have at most {limit, plural, one {# item} other {# items}}} other {must be {inclusive, select, yes {at most} other {less than}} {limit, number}}}',
  'paramProblem.unknown': '{field} has fields it does not know: {keys}',
  'paramProblem.oneOf': '{field} must be one of {values}',
  'paramProblem.unexpected': '{field} has a value it does not take',
} as const satisfies Record<ParamProblemKey, string>;

const schemaProblemMessages = featureMessages(en, {
  es: {
    'paramProblem.sentence': 'Las opciones no son válidas: {problems}.',
    'paramProblem.more': 'y {count, plural, one {# más} other {# más}}',
    'paramProblem.required': '{field} es obligatorio',
    'paramProblem.type':
      '{field} debe ser {expected, select, number {un número} int {un número entero} string {un texto} boolean {verdadero o falso} array {una lista} object {un objeto} other {de otro tipo}}',
    'paramProblem.min':
      '{field} {origin, select, string {debe tener al menos {limit, plural, one {# carácter} other {# caracteres}}} array {debe tener al menos {limit, plural, one {# elemento} other {# elementos}}} other {debe ser {inclusive, select, yes {como mínimo} other {mayor que}} {limit, number}}}',
    'paramProblem.max':
      '{field} {origin, select, string {debe tener como máximo {limit, plural, one {# carácter} other {# caracteres}}} array {debe tener como máximo {limit, plural, one {# elemento} other {# elementos}}} other {debe ser {inclusive, select, yes {como máximo} other {menor que}} {limit, number}}}',
    'paramProblem.unknown': '{field} tiene campos que no conoce: {keys}',
    'paramProblem.oneOf': '{field} debe ser uno de estos valores: {values}',
    'paramProblem.unexpected': '{field} tiene un valor que no admite',
  },
  de: {
    'paramProblem.sentence': 'Die Optionen sind ungültig: {problems}.',
    'paramProblem.more': 'und {count, plural, one {# weiteres} other {# weitere}}',
    'paramProblem.required': '{field} ist erforderlich',
    'paramProblem.type':
      '{field} muss {expected, select, number {eine Zahl} int {eine ganze Zahl} string {ein Text} boolean {wahr oder falsch} array {eine Liste} object {ein Objekt} other {von anderer Art}} sein',
    'paramProblem.min':
      '{field} {origin, select, string {muss mindestens {limit, plural, one {# Zeichen} other {# Zeichen}} haben} array {muss mindestens {limit, plural, one {# Eintrag} other {# Einträge}} haben} other {muss {inclusive, select, yes {mindestens} other {größer als}} {limit, number} sein}}',
    'paramProblem.max':
      '{field} {origin, select, string {darf höchstens {limit, plural, one {# Zeichen} other {# Zeichen}} haben} array {darf höchstens {limit, plural, one {# Eintrag} other {# Einträge}} haben} other {muss {inclusive, select, yes {höchstens} other {kleiner als}} {limit, number} sein}}',
    'paramProblem.unknown': '{field} hat Felder, die es nicht kennt: {keys}',
    'paramProblem.oneOf': '{field} muss einer dieser Werte sein: {values}',
    'paramProblem.unexpected': '{field} hat einen Wert, den es nicht annimmt',
  },
  fr: {
    'paramProblem.sentence': 'Les options ne sont pas valides : {problems}.',
    'paramProblem.more': 'et {count, plural, one {# autre} other {# autres}}',
    'paramProblem.required': '{field} est obligatoire',
    'paramProblem.type':
      '{field} doit être {expected, select, number {un nombre} int {un nombre entier} string {un texte} boolean {vrai ou faux} array {une liste} object {un objet} other {d’un autre type}}',
    'paramProblem.min':
      '{field} {origin, select, string {doit compter au moins {limit, plural, one {# caractère} other {# caractères}}} array {doit compter au moins {limit, plural, one {# élément} other {# éléments}}} other {doit être {inclusive, select, yes {au moins égal à} other {supérieur à}} {limit, number}}}',
    'paramProblem.max':
      '{field} {origin, select, string {doit compter au plus {limit, plural, one {# caractère} other {# caractères}}} array {doit compter au plus {limit, plural, one {# élément} other {# éléments}}} other {doit être {inclusive, select, yes {au plus égal à} other {inférieur à}} {limit, number}}}',
    'paramProblem.unknown': '{field} a des champs qu’il ne connaît pas : {keys}',
    'paramProblem.oneOf': '{field} doit valoir l’une de ces valeurs : {values}',
    'paramProblem.unexpected': '{field} a une valeur qu’il n’accepte pas',
  },
  ar: {
    'paramProblem.sentence': 'الخيارات غير صالحة: {problems}.',
    'paramProblem.more':
      'و{count, plural, zero {لا شيء آخر} one {مشكلة أخرى} two {مشكلتان أخريان} few {# مشكلات أخرى} many {# مشكلة أخرى} other {# مشكلة أخرى}}',
    'paramProblem.required': '{field} مطلوب',
    'paramProblem.type':
      'يجب أن يكون {field} {expected, select, number {عددًا} int {عددًا صحيحًا} string {نصًا} boolean {صوابًا أو خطأ} array {قائمة} object {كائنًا} other {من نوع آخر}}',
    'paramProblem.min':
      '{origin, select, string {يجب أن يضم {field} {limit, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}} على الأقل} array {يجب أن يضم {field} {limit, plural, zero {# عنصر} one {عنصرًا واحدًا} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}} على الأقل} other {يجب أن يكون {field} {inclusive, select, yes {{limit, number} على الأقل} other {أكبر من {limit, number}}}}}',
    'paramProblem.max':
      '{origin, select, string {يجب ألا يضم {field} أكثر من {limit, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}} array {يجب ألا يضم {field} أكثر من {limit, plural, zero {# عنصر} one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}}} other {يجب أن يكون {field} {inclusive, select, yes {{limit, number} على الأكثر} other {أصغر من {limit, number}}}}}',
    'paramProblem.unknown': 'في {field} حقول لا يعرفها: {keys}',
    'paramProblem.oneOf': 'يجب أن تكون قيمة {field} إحدى هذه القيم: {values}',
    'paramProblem.unexpected': 'في {field} قيمة لا يقبلها',
  },
});

const both = <A, B>(a: FeatureMessages<A>, b: FeatureMessages<B>): FeatureMessages<A & B> => ({
  en: { ...a.en, ...b.en },
  es: { ...a.es, ...b.es },
  de: { ...a.de, ...b.de },
  fr: { ...a.fr, ...b.fr },
  ar: { ...a.ar, ...b.ar },
});

/** A schema's problems and a tool's own checks, one catalog for each edge. */
export const paramProblemMessages = both(schemaProblemMessages, paramCheckMessages);

export type ParamProblemMessageKey = keyof typeof paramProblemMessages.en;
