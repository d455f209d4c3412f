/** "Thrive steps": how Canvas works, for each audience. */
export interface ThriveStep {
  title: string;
  text: string;
}

export const thriveSteps: Record<'pros' | 'business', readonly ThriveStep[]> = {
  pros: [
    {
      title: 'Create your canvas',
      text: 'Add your best photos and videos, your resume, licenses and the brands you love. It takes less than three minutes to start.',
    },
    {
      title: 'Share it everywhere',
      text: 'Every canvas has its own link and QR code for your station, your socials and your business card.',
    },
    {
      title: 'Get discovered and hired',
      text: 'Browse opportunities near you, apply with your portfolio and message salons directly.',
    },
  ],
  business: [
    {
      title: 'Post your opportunity',
      text: 'Describe the role, the perks and the brands you work with. Posting takes minutes and you can cancel any time.',
    },
    {
      title: 'Meet candidates through their work',
      text: 'Every applicant arrives with a portfolio of photos, videos and experience, so you know who can do the work.',
    },
    {
      title: 'Interview and hire in one place',
      text: 'Move applicants through screening, interviews and demos, message them and mark your hires.',
    },
  ],
};
