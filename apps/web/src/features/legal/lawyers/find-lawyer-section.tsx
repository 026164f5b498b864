// Built by issue 13's lawyers work: replaced by the real FindLawyerSection.
export function FindLawyerSection(_props: { lowCostOnly?: boolean }) {
  return null;
}
