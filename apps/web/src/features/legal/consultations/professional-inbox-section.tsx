// Built by issue 13's consultations work: replaced by the real ProfessionalInboxSection.
export function ProfessionalInboxSection() {
  return null;
}
