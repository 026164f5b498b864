// Built by issue 13's professionals work: replaced by the real LawyerProfilePage.
export function LawyerProfilePage() {
  return null;
}
