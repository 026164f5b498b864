// Built by issue 13's consultations work: replaced by the real RequestConsultationPage.
export function RequestConsultationPage() {
  return null;
}
