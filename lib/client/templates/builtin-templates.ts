export type BuiltinTemplateId = "school-intro" | "band-director-followup" | "vbc-outreach" | "parent-quote";

export interface BuiltinTemplate {
  id: BuiltinTemplateId;
  name: string;
  body: string;
}

/**
 * The four built-in e-mail templates (docs/rules.md#kept-in-the-browser), in the Resource Center's order. Bracketed
 * placeholders ([Recipient Name], [School Name], [Your Name], [Phone], [Promo Code]) are for the rep to fill in.
 * Long paragraphs are wrapped here with a `\` at the line end, which the template drops.
 */
export function builtinTemplates(brandName: string): BuiltinTemplate[] {
  return [
    {
      id: "school-intro",
      name: "School District Introduction Email",
      body: `Subject: Instrument rental support for [School Name] from ${brandName}

Dear [Recipient Name],

My name is [Your Name] and I represent ${brandName}. We partner with school districts to make band and orchestra \
programs easier to start and grow: affordable rent-to-own instruments, in-school delivery and repairs, and fundraising \
support for your music department.

I would welcome 15 minutes to learn about the programs at [School Name] and share how we can help your students and \
directors this year.

Families can use promo code [Promo Code] for their first month.

Best regards,
[Your Name]
${brandName}
[Phone]`,
    },
    {
      id: "band-director-followup",
      name: "Band Director Follow-up",
      body: `Subject: Following up on our conversation

Hi [Recipient Name],

Thank you for taking the time to speak with me about the band program at [School Name]. As promised, here is a \
summary of what ${brandName} can offer:

- Rent-to-own instruments with flexible monthly plans
- Repairs and maintenance during the school year
- Rental nights and sign-up support for new students

Parents can start a rental online with promo code [Promo Code]. I am happy to set up a rental night at your school \
whenever it suits you.

Thanks again,
[Your Name]
${brandName}
[Phone]`,
    },
    {
      id: "vbc-outreach",
      name: "Band Director Outreach - Virtual Booster Club",
      body: `Subject: A Virtual Booster Club for [School Name]

Hello [Recipient Name],

Fundraising should not take time away from teaching music. ${brandName}'s Virtual Booster Club gives your \
program an online fundraising page that parents, alumni and the community can support all year long, with no products \
to sell and no cash to count.

Could we schedule a short call to show you how it works for [School Name]?

Kind regards,
[Your Name]
${brandName}
[Phone]`,
    },
    {
      id: "parent-quote",
      name: "Parent Quote Template",
      body: `Subject: Your instrument rental quote

Dear [Recipient Name],

Thank you for your interest in renting an instrument from ${brandName} for your student at [School Name]. \
Here is your quote:

Instrument: [Instrument]
Monthly rate: [Monthly Rate]
Promo code: [Promo Code]

Every payment counts toward ownership, and maintenance is included. Reply to this e-mail or call me at [Phone] with \
any questions.

Sincerely,
[Your Name]
${brandName}`,
    },
  ];
}
