/**
 * Digits as the product keeps them: Western in both languages (i18n/format.ts shows amounts so). An
 * Arabic keyboard types Arabic-Indic digits (٠-٩), a Persian one Eastern Arabic-Indic (۰-۹), with the
 * Arabic decimal (٫) and thousands (٬) separators.
 */
const arabicIndic = /[\u0660-\u0669]/g;
const easternArabicIndic = /[\u06f0-\u06f9]/g;

/** `text` with Arabic-Indic digits and the Arabic decimal separator Western, its thousands separator dropped. */
export const westernDigits = (text: string): string =>
  text
    .replace(arabicIndic, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(easternArabicIndic, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, '');

/** `text` with its Western digits as an Arabic keyboard types them (٠-٩). */
export const arabicIndicDigits = (text: string): string =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
