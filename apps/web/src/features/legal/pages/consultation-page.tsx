// Built by issue 13's consultations work: replaced by the real ConsultationPage.
export function ConsultationPage() {
  return null;
}
