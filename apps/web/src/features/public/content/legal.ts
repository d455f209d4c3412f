import { site } from './site';

/**
 * The Terms of Use and the Privacy Policy (spec 1 §2.8), written for Canvas. Structured as
 * sections so the page can render a table of contents and anchors. Have counsel review before
 * launch; the operational facts (contact points) come from site.ts.
 */

export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const contactLines = [
  `Email: ${site.supportEmail}`,
  `Customer care: ${site.customerCarePhone} (${site.customerCareHours})`,
  `Mail: ${site.mailingAddress}`,
];

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  updated: site.legalUpdated,
  intro:
    'These Terms of Use are an agreement between you and Canvas ("Canvas", "we", "us") about your use of the Canvas website, mobile applications and services (the "Services"). By creating an account or using the Services you accept these Terms and our Privacy Policy. If you do not agree, do not use the Services.',
  sections: [
    {
      id: 'eligibility',
      heading: '1. Who may use Canvas',
      blocks: [
        'The Services are offered only to residents of the United States who are 18 years of age or older. By using the Services you confirm that you meet these requirements and can form a binding contract.',
        'Each person may hold one account. You may not create an account for someone else, share your account, or open a new account after we have closed one of yours. Businesses and schools may add team members, each of whom uses their own account.',
        'You are responsible for keeping your password confidential and for everything that happens under your account. Tell us at once if you believe your account has been used without your permission.',
      ],
    },
    {
      id: 'services',
      heading: '2. What Canvas provides',
      blocks: [
        'Canvas lets students, beauty professionals, businesses and schools publish portfolio pages ("canvases"), lets businesses and schools post career opportunities, and lets members browse, bookmark, apply, chat and receive notifications.',
        'We may change, suspend or end any part of the Services. Canvas is a platform: we are not an employer, staffing agency or party to any arrangement between members, and we do not guarantee that any application, interview or hire will happen.',
      ],
    },
    {
      id: 'contributions',
      heading: '3. Your contributions',
      blocks: [
        'Photos, videos, resumes, text, opportunities, messages and anything else you post ("Contributions") remain yours. You grant Canvas a non-exclusive, worldwide, royalty-free, transferable and sublicensable license to host, store, reproduce, display, adapt (for example, resize images) and distribute your Contributions to operate, show and promote the Services. Public canvases and opportunities can be viewed by anyone.',
        'You confirm that you own or have the rights to every Contribution, that every person who can be identified in it has agreed to its publication, and that it complies with these Terms. You can edit or delete your Contributions at any time; copies may remain in backups for a limited time.',
      ],
    },
    {
      id: 'content-standards',
      heading: '4. Content standards',
      blocks: [
        'Contributions and your use of the Services must not:',
        {
          list: [
            'be false, misleading or impersonate any person or business, including claiming licenses, certifications or work you do not hold or did not do;',
            'infringe copyright, trademark, privacy, publicity or any other right of anyone;',
            'be defamatory, obscene, sexually explicit, hateful, harassing, violent or discriminatory, including in job requirements that break employment laws;',
            'contain personal information of others without their consent;',
            'advertise unrelated products, spam, pyramid schemes or offers that require candidates to pay to apply;',
            'contain viruses or code designed to harm, or try to scrape, overload or break into the Services.',
          ],
        },
        'We may remove any Contribution and suspend or close any account that breaks these standards, with or without notice.',
      ],
    },
    {
      id: 'copyright',
      heading: '5. Copyright notices and counter-notices',
      blocks: [
        `If you believe content on Canvas infringes your copyright, send our designated agent a notice (to ${site.supportEmail} or by mail to the address below) that includes: your physical or electronic signature; a description of the copyrighted work; where the material is on Canvas (its URL); your contact details; a statement that you believe in good faith the use is not authorized; and a statement, under penalty of perjury, that your notice is accurate and that you are the owner or authorized to act for the owner.`,
        'If your content was removed after such a notice and you believe it was a mistake or misidentification, you may send a counter-notice with your signature, the removed material and where it appeared, a statement under penalty of perjury that you believe it was removed by mistake, your name, address and phone number, and your consent to the jurisdiction of the federal court for your district. We forward the counter-notice to the complaining party and may restore the material after no less than 10 business days unless they tell us they have filed a court action.',
        'We close the accounts of repeat infringers.',
      ],
    },
    {
      id: 'fees',
      heading: '6. Fees and payments',
      blocks: [
        'Portfolios are free for students and beauty professionals. Posting opportunities, school dashboards and other paid features are charged at the prices shown when you buy them. All fees are in US dollars and do not include taxes unless stated.',
        'Subscriptions renew automatically each period until you cancel. You can cancel at any time in your account settings; the cancellation takes effect at the end of the paid period. Fees already paid are non-refundable, including for partial periods and unused postings, except where the law requires otherwise.',
        'You authorize us and our payment processor to charge your payment method for all fees. If a payment fails we may suspend paid features until it is settled.',
      ],
    },
    {
      id: 'sms',
      heading: '7. Text messages (SMS)',
      blocks: [
        'If you give us your mobile number and agree to receive texts, Canvas may send you verification codes, interview confirmations and reminders, application updates and account notices. Message frequency varies. Message and data rates may apply. Consent is not a condition of any purchase.',
        'Reply STOP to any message to opt out; we will confirm and send no further texts. Reply START to opt back in. Reply HELP for help, or contact customer care. Carriers are not liable for delayed or undelivered messages.',
      ],
    },
    {
      id: 'mobile',
      heading: '8. Mobile applications',
      blocks: [
        "We grant you a personal, non-transferable, revocable license to install and use our mobile applications on devices you own or control, under these Terms. If you downloaded an app from the Apple App Store or Google Play, you acknowledge that these Terms are between you and Canvas only, that the store has no obligation to provide maintenance or support, and that the store is a third-party beneficiary of these Terms with the right to enforce them. The store's own terms of service also apply.",
      ],
    },
    {
      id: 'third-parties',
      heading: '9. Other members and third-party services',
      blocks: [
        'Canvas does not verify the identity, licenses or claims of members and is not responsible for their conduct, opportunities or Contributions. Use judgment before sharing personal details or meeting anyone. Links and sign-in options from third parties (such as Google, Facebook or Instagram) are governed by their own terms.',
      ],
    },
    {
      id: 'disclaimers',
      heading: '10. Disclaimers and limitation of liability',
      blocks: [
        'THE SERVICES ARE PROVIDED "AS IS" AND "AS AVAILABLE", WITHOUT WARRANTIES OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NON-INFRINGEMENT.',
        'TO THE FULLEST EXTENT THE LAW ALLOWS, CANVAS IS NOT LIABLE FOR INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, OR LOST PROFITS, DATA OR OPPORTUNITIES, AND OUR TOTAL LIABILITY FOR ANY CLAIM IS LIMITED TO THE GREATER OF THE FEES YOU PAID US IN THE 12 MONTHS BEFORE THE CLAIM OR ONE HUNDRED US DOLLARS.',
        'You will indemnify Canvas against claims arising from your Contributions, your use of the Services or your breach of these Terms.',
      ],
    },
    {
      id: 'arbitration',
      heading: '11. Arbitration and class-action waiver',
      blocks: [
        'Please read this section carefully: it affects your rights. You and Canvas agree to resolve any dispute arising from these Terms or the Services by binding individual arbitration administered by the American Arbitration Association under its Consumer Arbitration Rules, rather than in court, except that either party may bring an individual claim in small-claims court or seek an injunction for misuse of intellectual property.',
        'Disputes will be resolved only on an individual basis: no class, collective or representative actions or arbitrations. The arbitrator may award the same individual relief a court could.',
        `You may opt out of this arbitration agreement by sending written notice to ${site.supportEmail} or to the mailing address below within 30 days after you first accept these Terms, stating your name, account email and that you opt out of arbitration.`,
      ],
    },
    {
      id: 'time-limit',
      heading: '12. Time limit for claims',
      blocks: [
        'Any claim arising from these Terms or the Services must be brought within 1 year after it arises; otherwise it is permanently barred.',
      ],
    },
    {
      id: 'law',
      heading: '13. Governing law',
      blocks: [
        'These Terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules, and by the Federal Arbitration Act. Subject to the arbitration section, the state and federal courts located in New York County, New York have exclusive jurisdiction.',
      ],
    },
    {
      id: 'changes',
      heading: '14. Changes and termination',
      blocks: [
        'We may update these Terms. When the changes are material we will notify you by email or in the Services before they take effect; continuing to use the Services afterwards means you accept them. You may stop using the Services and close your account at any time. We may suspend or end your access if you break these Terms. Sections that by their nature should survive (licenses you granted for backups, fees owed, disclaimers, arbitration, governing law) survive termination.',
      ],
    },
    {
      id: 'contact',
      heading: '15. Contact us',
      blocks: ['Questions about these Terms? Reach us at:', { list: contactLines }],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  updated: site.legalUpdated,
  intro:
    'This Privacy Policy explains what personal information Canvas collects, how we use and share it, and the choices and rights you have. It applies to the Canvas website, mobile applications and related services (the "Services").',
  sections: [
    {
      id: 'scope',
      heading: '1. Scope',
      blocks: [
        'This policy covers information we collect through the Services and when you contact us. It does not cover third-party sites or services you reach from Canvas, or how businesses and schools handle information you send them directly; their own policies apply.',
      ],
    },
    {
      id: 'transfers',
      heading: '2. Where your data is processed',
      blocks: [
        'Canvas is offered in the United States and stores and processes information in the United States. If you access the Services from elsewhere, you understand your information will be transferred to and processed in the United States, whose laws may differ from those of your country.',
      ],
    },
    {
      id: 'children',
      heading: '3. Children',
      blocks: [
        'The Services are not directed to children. You must be 16 or older to use Canvas (and 18 or older to accept our Terms of Use). We do not knowingly collect personal information from anyone under 16; if we learn we have, we delete it. Parents who believe their child gave us information can contact us.',
      ],
    },
    {
      id: 'collected',
      heading: '4. Information we collect',
      blocks: [
        {
          list: [
            'Account information: name, email, password (stored only as a secure hash), account type, phone number and zip code.',
            'Portfolio and opportunity content: photos, videos, resume, education, licenses, skills, brands and software, locations, business and school details, and anything else you publish.',
            'Activity: applications, bookmarks, messages, notifications, searches and the pages you visit, including how you arrived (for example a campaign link or referral code).',
            'Payment information: billing details are handled by our payment processor; we keep records of plans, invoices and the last digits of your card.',
            'Device and log data: IP address, browser, device type, and dates and times of requests.',
            'Information from others: if you sign in with Google, Facebook or Instagram, the profile details and media you allow them to share.',
            'Messages to us: what you send through Contact Us or a data-rights request.',
          ],
        },
      ],
    },
    {
      id: 'use',
      heading: '5. How we use information',
      blocks: [
        {
          list: [
            'to provide the Services: publish canvases and opportunities, run search, applications, chat and dashboards;',
            'to secure accounts and the Services, prevent fraud and abuse, and enforce our Terms;',
            'to process payments and send receipts;',
            'to communicate with you about your account, applications, interviews and updates you asked for;',
            'to understand and improve the Services, including campaign and referral reports;',
            'to comply with law.',
          ],
        },
      ],
    },
    {
      id: 'sms',
      heading: '6. Text messages',
      blocks: [
        'If you give us your mobile number we use it to verify your account and, with your consent, to send interview confirmations, reminders and account notices. We do not sell or share your mobile number or SMS consent with third parties for their marketing. Reply STOP to opt out, START to opt back in and HELP for help. Message and data rates may apply.',
      ],
    },
    {
      id: 'sharing',
      heading: '7. How we share information',
      blocks: [
        {
          list: [
            'Publicly: your canvas and the opportunities you post are public and can be found by anyone, including search engines.',
            'With members you interact with: when you apply, your portfolio and application go to that business or school; messages go to their recipients.',
            "With your school: students who join through a school are visible to that school's staff.",
            'With service providers who work for us (hosting, storage, email and text delivery, payments, analytics) under contracts that limit their use of your data.',
            'For legal reasons: to comply with law or legal process, protect rights and safety, or investigate fraud.',
            'In a business transfer: if Canvas is involved in a merger, acquisition or sale of assets.',
          ],
        },
        'We do not sell personal information for money. Some sharing for analytics or advertising may count as "selling" or "sharing" under California law; you can opt out as described below.',
      ],
    },
    {
      id: 'security',
      heading: '8. Security and retention',
      blocks: [
        'We protect information with encryption in transit, hashed passwords, access controls and monitoring. No system is perfectly secure, so please use a strong, unique password. We keep information while your account is open and afterwards as long as needed for the purposes above, to resolve disputes and to meet legal obligations.',
      ],
    },
    {
      id: 'cookies',
      heading: '9. Cookies and local storage',
      blocks: [
        "We use cookies and your browser's local storage to keep you signed in, remember referral codes, protect forms and understand how the Services are used. You can block or delete cookies in your browser, but parts of the Services (such as signing in) will not work without them. We do not respond to Do Not Track signals, but we honor the Global Privacy Control as an opt-out of sale or sharing.",
      ],
    },
    {
      id: 'communications',
      heading: '10. Your communication choices',
      blocks: [
        'You can choose which email notifications you receive in your account settings and unsubscribe from marketing emails with the link in each one. We will still send messages about your account, security and transactions.',
      ],
    },
    {
      id: 'california',
      heading: '11. California privacy rights',
      blocks: [
        'California residents may ask once a year for information about personal information we disclosed to third parties for their direct marketing (California Civil Code section 1798.83); we do not make such disclosures.',
        'Users under 18 in California may ask us to remove content or information they posted publicly on the Services. Use the data-rights form or email us; we will remove it from public view, though it may remain in our systems or have been copied by others.',
      ],
    },
    {
      id: 'ccpa',
      heading: '12. Notice to California residents (CCPA)',
      blocks: [
        'In the last 12 months we collected the categories of personal information listed in section 4 (identifiers, customer records, commercial information, internet activity, geolocation at the zip and city level, audio-visual content you upload, and professional and education information) from you, your devices and the services you connect, for the purposes in section 5, and disclosed them as described in section 7.',
        'Under the California Consumer Privacy Act you have the right to know what personal information we collect, use and disclose; to access a copy; to correct it; to delete it; to opt out of its sale or sharing; to limit the use of sensitive information; and not to be discriminated against for using these rights.',
        'To use them, submit the Canvas Data Rights Request Form or email us. We verify requests by matching the information you give with our records and answer within 45 days. An authorized agent may submit a request for you with your signed permission.',
      ],
    },
    {
      id: 'changes',
      heading: '13. Changes to this policy',
      blocks: [
        'We will post any change here with a new date and, when it is material, tell you by email or in the Services before it applies.',
      ],
    },
    {
      id: 'contact',
      heading: '14. Contact us',
      blocks: [
        `Privacy questions or requests: ${site.privacyEmail}. You can also reach us at:`,
        { list: contactLines },
      ],
    },
  ],
};
