// Built by issue 13's reports work: replaced by the real ReportListingButton.
export function ReportListingButton(_props: {
  targetKind: 'professional' | 'organization' | 'review';
  targetId: string;
  targetName: string;
}) {
  return null;
}
