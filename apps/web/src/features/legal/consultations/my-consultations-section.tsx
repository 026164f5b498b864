// Built by issue 13's consultations work: replaced by the real MyConsultationsSection.
export function MyConsultationsSection() {
  return null;
}
