/** The FAQ's three sets (spec 1 §2.5); shown on the home page at /#faq and on the landing pages. */

export type FaqSetId = 'pros' | 'business' | 'schools';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqSet {
  id: FaqSetId;
  label: string;
  items: readonly FaqItem[];
}

export const faqSets: readonly FaqSet[] = [
  {
    id: 'pros',
    label: 'Pros & Students',
    items: [
      {
        question: 'Is Canvas free for students and beauty professionals?',
        answer:
          'Yes. Building your portfolio, sharing it, browsing opportunities and applying are free for students and beauty professionals, with no trial period and no card required.',
      },
      {
        question: 'What can I put in my portfolio?',
        answer:
          'Photos and videos of your work, your resume, your licenses and education, the brands and software you know, and where you work. Every portfolio gets its own link and a QR code for your station, business card or socials.',
      },
      {
        question: 'How do I apply to an opportunity?',
        answer:
          'Open any opportunity, choose Apply with my Portfolio and add a short message: your portfolio goes to the salon or school, and you can follow the status of every application from your dashboard.',
      },
      {
        question: 'Who can see my portfolio?',
        answer:
          'Your canvas is public so salons and clients can find you; anyone with the link can view it. You decide what goes on it and can edit or remove anything at any time.',
      },
      {
        question: 'I am still in beauty school. Can I join?',
        answer:
          'Absolutely. Student canvases show your program and graduation date, and many salons on Canvas hire apprentices and new graduates.',
      },
    ],
  },
  {
    id: 'business',
    label: 'Business Owners',
    items: [
      {
        question: 'How much does it cost to post an opportunity?',
        answer:
          'Posting is a small monthly fee in US dollars, shown before you pay. You can cancel at any time; fees already paid are not refunded.',
      },
      {
        question: 'What kinds of opportunities can I post?',
        answer:
          'Stylist, barber, colorist, esthetician, nail technician, makeup artist, front desk and manager roles, apprenticeships, booth and suite rentals, and contests for your team or your community.',
      },
      {
        question: 'How do I review applicants?',
        answer:
          'Every applicant arrives with a full portfolio of their work. Move them through screening, interviews and technical demonstrations, message them, and mark hires from one dashboard.',
      },
      {
        question: 'Can I find talent without posting?',
        answer:
          'Yes. Browse and search portfolios by location, radius, experience and specialty, bookmark the people you like and message them directly.',
      },
      {
        question: 'Does Canvas help with interview no-shows?',
        answer:
          'You meet candidates through their portfolios before you book them, message them inside Canvas and follow every interview in your applicant pipeline, so your time goes to the people who are serious about the chair.',
      },
    ],
  },
  {
    id: 'schools',
    label: 'Beauty Schools',
    items: [
      {
        question: 'What does Canvas offer beauty schools?',
        answer:
          'A school canvas to showcase your programs and graduates, a portfolio for every student, and an optional school dashboard to follow your students and their placements.',
      },
      {
        question: 'How do students join through their school?',
        answer:
          'Your staff invites students by email. They create their own free portfolio and appear under your school, so salons can find them by program and graduation date.',
      },
      {
        question: 'Can staff members help manage student portfolios?',
        answer:
          'Yes. Add admins, teachers and teacher assistants to your school team with the access each role needs.',
      },
      {
        question: 'Can we post opportunities for our students?',
        answer:
          'Schools can post opportunities such as contests, events and externships, and share opportunities from partner salons with their students.',
      },
    ],
  },
];
