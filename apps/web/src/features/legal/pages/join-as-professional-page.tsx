// Built by issue 13's professionals work: replaced by the real JoinAsProfessionalPage.
export function JoinAsProfessionalPage() {
  return null;
}
