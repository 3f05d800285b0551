// "(312) 555-0148" -> "tel:3125550148": dialers ignore punctuation unevenly, digits always work.
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
