// Built by issue 13's professionals work: replaced by the real ProfessionalProfilePage.
export function ProfessionalProfilePage() {
  return null;
}
