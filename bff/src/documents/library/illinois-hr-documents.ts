// The HR library every Groundwork database starts with (shipped by migration 1767600001000): the
// notices an Illinois construction employer must post or hand out, and a few policies and forms,
// in our own plain words. Facts as gathered in 2025/2026; figures change every year, so each
// notice says which agency publishes the official poster. Admins edit these in the app.

export interface LibraryDocument {
  title: string;
  documentType: 'notice' | 'policy' | 'form';
  description: string;
  html: string;
}

/** The closing paragraph of every notice: who publishes the official poster, and where. */
function officialPoster(agency: string, website: string): string {
  return `<h3>Official poster</h3>
<p>The official poster is published by the <strong>${agency}</strong>. Download the current version from <a href="${website}">${website.replace(/^https:\/\//, '')}</a> and replace the posted copy whenever the agency updates it. This page explains the notice in plain language; it does not replace the official poster.</p>`;
}

const IDOL = ['Illinois Department of Labor (IDOL)', 'https://labor.illinois.gov'] as const;

export const ILLINOIS_HR_DOCUMENTS: LibraryDocument[] = [
  {
    title: 'Your Rights Under Illinois Employment Laws',
    documentType: 'notice',
    description: 'The combined Illinois Department of Labor poster: minimum wage, wage payment, child labor, equal pay, VESSA and one day rest in seven.',
    html: `<p>Illinois combines several labor laws into one poster. Every Illinois employer must post it where employees can easily read it, at the office and at each job site.</p>
<h3>What it covers</h3>
<ul>
<li><strong>Minimum Wage Law:</strong> the state minimum wage is <strong>$15.00 an hour from 1 January 2025</strong> for employers with 4 or more employees. Chicago and Cook County set their own, higher rates for work done there.</li>
<li><strong>Wage Payment and Collection Act:</strong> wages must be paid in full and on time, and final pay is owed when someone leaves.</li>
<li><strong>Child labor:</strong> limits on the hours and kinds of work for minors. Most construction work is off-limits to workers under 16.</li>
<li><strong>Equal Pay Act:</strong> equal pay for equal work, regardless of sex or race.</li>
<li><strong>Victims' Economic Security and Safety Act (VESSA):</strong> unpaid leave for victims of domestic, sexual or gender violence.</li>
<li><strong>One Day Rest in Seven Act:</strong> a day of rest each workweek and meal breaks on long shifts.</li>
</ul>
<h3>What we do</h3>
<p>We post this poster at the office and at every active job site, and send it by email to crews who do not regularly report to one workplace.</p>
${officialPoster(...IDOL)}`,
  },
  {
    title: 'Paid Leave for All Workers Act',
    documentType: 'notice',
    description: 'Illinois paid leave for any reason: at least 1 hour per 40 hours worked, up to 40 hours a year (IDOL).',
    html: `<p>Since <strong>1 January 2024</strong>, Illinois employees earn paid leave they can use for any reason, without giving one.</p>
<h3>The rules in short</h3>
<ul>
<li>Employees earn at least <strong>1 hour of paid leave for every 40 hours worked</strong>, up to <strong>40 hours a year</strong>.</li>
<li>The notice must be posted where employees can see it, and also given electronically where the employer normally talks to employees that way (email, text, an app).</li>
<li>Where a significant share of workers are not literate in English, the notice must also be given in their language.</li>
<li>Construction employees covered by a collective bargaining agreement are generally exempt; check the agreement that covers your crew.</li>
<li>Chicago and Cook County have their own paid leave rules for work done there.</li>
</ul>
${officialPoster(...IDOL)}`,
  },
  {
    title: "Victims' Economic Security and Safety Act (VESSA)",
    documentType: 'notice',
    description: 'Unpaid, job-protected leave for employees affected by domestic, sexual or gender violence (IDOL).',
    html: `<p>VESSA protects employees who are victims of domestic, sexual or gender violence, and employees whose family or household member is a victim.</p>
<h3>What employees can take</h3>
<ul>
<li>Unpaid leave to get medical help, counseling or legal help, to go to court, or to find safety.</li>
<li><strong>4, 8 or 12 weeks a year</strong>, depending on the size of the employer.</li>
<li>Their job is protected while on leave, and they may not be punished for being a victim.</li>
</ul>
<p>Requests are handled confidentially. Talk to the office in person or by phone; you do not have to explain more than the law requires.</p>
${officialPoster(...IDOL)}`,
  },
  {
    title: 'Equal Pay Act',
    documentType: 'notice',
    description: 'Equal pay for equal work, and pay scales in job postings for employers with 15 or more employees (IDOL).',
    html: `<p>The Illinois Equal Pay Act requires <strong>equal pay for equal work</strong>, regardless of sex or race.</p>
<ul>
<li>Workers doing the same work, with the same skill, effort and responsibility, under similar conditions, must be paid the same.</li>
<li>Employees may discuss their own pay with coworkers; we may not forbid it.</li>
<li>Since <strong>1 January 2025</strong>, employers with <strong>15 or more employees</strong> must include the pay scale and benefits in every job posting.</li>
</ul>
${officialPoster(...IDOL)}`,
  },
  {
    title: "Workers' Compensation Act Notice",
    documentType: 'notice',
    description: "What to do after a work injury, and who insures us: the Illinois Workers' Compensation Commission notice.",
    html: `<p>Workers' compensation pays medical bills and part of lost wages for injuries and illnesses caused by work, no matter who was at fault.</p>
<h3>After an injury</h3>
<ol>
<li>Get first aid or medical care right away. Call 911 for an emergency.</li>
<li>Tell your foreman or the office as soon as possible; Illinois law gives you at most 45 days to report it.</li>
<li>Fill in the <em>Incident Report Form</em> with your foreman the same day.</li>
</ol>
<h3>The posted notice</h3>
<p>The notice must name our <strong>workers' compensation insurance carrier</strong> (or say that we are self-insured with the state). Keep the carrier's name and policy number on the posted copy up to date.</p>
${officialPoster("Illinois Workers' Compensation Commission (IWCC)", 'https://iwcc.il.gov')}`,
  },
  {
    title: 'Unemployment Insurance Benefits Notice',
    documentType: 'notice',
    description: 'How employees who lose their job can apply for unemployment benefits (IDES).',
    html: `<p>Employees who lose their job through no fault of their own may be able to collect unemployment insurance benefits while they look for work.</p>
<ul>
<li>Claims are filed with the Illinois Department of Employment Security (IDES), online or by phone.</li>
<li>We must post the IDES notice where employees can see it and give the required information to employees who are separated.</li>
<li>Seasonal slowdowns in construction can qualify; IDES decides each claim.</li>
</ul>
${officialPoster('Illinois Department of Employment Security (IDES)', 'https://ides.illinois.gov')}`,
  },
  {
    title: 'Discrimination and Sexual Harassment Notice',
    documentType: 'notice',
    description: 'The Illinois Human Rights Act: no discrimination or sexual harassment, and how to file a charge (IDHR).',
    html: `<p>The Illinois Human Rights Act forbids discrimination and harassment at work, including <strong>sexual harassment</strong>, and retaliation against anyone who complains or helps an investigation.</p>
<ul>
<li>Protected traits include race, color, religion, sex, national origin, age, disability, military status, sexual orientation, pregnancy and others listed on the poster.</li>
<li>Report harassment to your foreman, to the office, or to any admin. You may also file a charge with the Illinois Department of Human Rights.</li>
<li>See our <em>Sexual Harassment Prevention Policy</em> for how we handle reports and the annual training every employee takes.</li>
</ul>
${officialPoster('Illinois Department of Human Rights (IDHR)', 'https://dhr.illinois.gov')}`,
  },
  {
    title: 'Pregnancy Rights Notice',
    documentType: 'notice',
    description: 'Reasonable accommodations for pregnancy and childbirth; also required in the employee handbook (IDHR).',
    html: `<p>Employees affected by pregnancy, childbirth or related conditions have the right to <strong>reasonable accommodations</strong>, such as more frequent breaks, help with heavy lifting, a temporary move to lighter duty, or time off to recover.</p>
<ul>
<li>Ask your foreman or the office; we will work out an accommodation with you.</li>
<li>We may not deny a job, or punish anyone, for asking for an accommodation.</li>
<li>Illinois requires this notice to be posted <strong>and</strong> included in the employee handbook.</li>
</ul>
${officialPoster('Illinois Department of Human Rights (IDHR)', 'https://dhr.illinois.gov')}`,
  },
  {
    title: 'Illinois Service Member Employment and Reemployment Rights Act (ISERRA)',
    documentType: 'notice',
    description: 'Job and benefit protections for employees who serve in the military (Illinois Attorney General).',
    html: `<p>Since 2019, ISERRA protects employees who serve in the U.S. armed forces, the reserves or the National Guard.</p>
<ul>
<li>Employees may take leave for military service and training, and must be reemployed when they return.</li>
<li>They may not be discriminated against because of their service.</li>
<li>The federal USERRA gives similar protections; the stronger rule applies.</li>
</ul>
${officialPoster('Office of the Illinois Attorney General', 'https://illinoisattorneygeneral.gov')}`,
  },
  {
    title: 'Smoke-Free Illinois Act',
    documentType: 'notice',
    description: 'No smoking in enclosed workplaces, with a no-smoking sign at each entrance (IDPH).',
    html: `<p>Smoking is not allowed in enclosed workplaces in Illinois, or within 15 feet of their entrances, windows that open and air intakes.</p>
<ul>
<li>Post a <strong>no-smoking sign at each entrance</strong> of the office and of any enclosed building we work in.</li>
<li>On job sites, smoke only in the area the foreman designates, away from fuels, solvents and dust.</li>
</ul>
${officialPoster('Illinois Department of Public Health (IDPH)', 'https://dph.illinois.gov')}`,
  },
  {
    title: 'Employee Classification Act (Construction)',
    documentType: 'notice',
    description: 'When a construction worker must be treated as an employee; posted in English, Spanish and Polish at every job site (IDOL).',
    html: `<p>The Employee Classification Act applies to <strong>construction contractors</strong>. It says when someone doing construction work must be treated as an <strong>employee</strong>, not an independent contractor.</p>
<ul>
<li>A worker is presumed to be an employee unless the contractor proves otherwise under the Act's tests.</li>
<li>Misclassifying employees can lead to penalties for each violation.</li>
<li>The notice must be posted in <strong>English, Spanish and Polish</strong> at every job site and office where the Act applies.</li>
</ul>
${officialPoster(...IDOL)}`,
  },
  {
    title: 'One Day Rest in Seven Act',
    documentType: 'notice',
    description: 'At least 24 consecutive hours of rest each workweek and a 20-minute meal break on shifts of 7.5 hours or more (IDOL).',
    html: `<p>This law decides how we build the weekly schedule.</p>
<ul>
<li>Every employee gets at least <strong>24 consecutive hours of rest in each workweek</strong>.</li>
<li>A shift of <strong>7.5 hours or more</strong> includes a <strong>meal break of at least 20 minutes</strong>, starting no later than <strong>5 hours</strong> into the shift.</li>
<li>Use the Time Tracking screen to record your breaks.</li>
</ul>
${officialPoster(...IDOL)}`,
  },
  {
    title: 'Prevailing Wage Act (Public Works)',
    documentType: 'notice',
    description: 'For public works projects: post the prevailing wage rates on site, file certified payroll monthly, keep records 3 years (IDOL).',
    html: `<p>On <strong>public works projects</strong> (work paid for by a public body), Illinois requires the prevailing wage for each trade in the county.</p>
<ul>
<li>Post the current <strong>prevailing wage rates at the project site</strong>.</li>
<li>File <strong>certified payroll every month</strong> with the Illinois Department of Labor.</li>
<li>Keep payroll records for <strong>at least 3 years</strong>.</li>
</ul>
<p>Private projects are not covered; check the contract of each public job.</p>
${officialPoster(...IDOL)}`,
  },
  {
    title: 'Day and Temporary Labor Services Act',
    documentType: 'notice',
    description: 'Using day or temporary labor agencies: check that the agency is registered with IDOL.',
    html: `<p>This Act applies to <strong>day and temporary labor agencies</strong> and the companies that use them.</p>
<ul>
<li>Before taking workers from an agency, check that the agency is <strong>registered with the Illinois Department of Labor</strong>.</li>
<li>Agency workers on our sites get the same safety training and equipment as our own crews.</li>
</ul>
${officialPoster(...IDOL)}`,
  },
  {
    title: 'Posting Checklist: Illinois and Federal Notices',
    documentType: 'notice',
    description: 'Where each required notice goes, electronic copies for travelling crews, and the federal posters we also need.',
    html: `<h3>Where to post</h3>
<ul>
<li>At the office and at every active job site, in a place every employee passes, such as the site trailer or the sign-in board.</li>
<li>Since 2024, employees who do not regularly report to one physical workplace (remote or travelling crews) must also get the notices <strong>electronically</strong>, by email or on an intranet.</li>
<li>Work in Chicago or Cook County needs their own minimum wage and paid leave notices too.</li>
</ul>
<h3>Federal posters an Illinois contractor also needs</h3>
<ul>
<li>OSHA "Job Safety and Health: It's the Law" (U.S. Department of Labor, OSHA). The Illinois OSHA poster is for public-sector employers only; private employers post the federal one.</li>
<li>Fair Labor Standards Act (federal minimum wage), U.S. Department of Labor.</li>
<li>"Know Your Rights" (workplace discrimination), U.S. Equal Employment Opportunity Commission (EEOC).</li>
<li>Family and Medical Leave Act (FMLA), for employers with 50 or more employees, U.S. Department of Labor.</li>
<li>USERRA (service members' rights), U.S. Department of Labor.</li>
<li>Employee Polygraph Protection Act, U.S. Department of Labor.</li>
</ul>
<p>Download federal posters from <a href="https://www.dol.gov">www.dol.gov</a> and <a href="https://www.eeoc.gov">www.eeoc.gov</a>.</p>`,
  },
  {
    title: 'Job Site Safety and PPE Policy',
    documentType: 'policy',
    description: 'The protective equipment and safety habits required on every Groundwork job site.',
    html: `<p>Deconstruction and construction work is dangerous. These rules apply to every employee, subcontractor and visitor on our sites.</p>
<h3>Personal protective equipment (PPE)</h3>
<ul>
<li><strong>Hard hat, safety glasses, high-visibility vest and safety-toe boots</strong> at all times on site.</li>
<li><strong>Gloves</strong> for demolition, material handling and sharp debris.</li>
<li><strong>Hearing protection</strong> near saws, breakers and other loud equipment.</li>
<li><strong>Respirators or dust masks</strong> where the foreman requires them (dust, silica, suspected asbestos or lead: stop and report before disturbing it).</li>
<li><strong>Fall protection</strong> when working 6 feet or more above a lower level.</li>
</ul>
<h3>Every day</h3>
<ul>
<li>Complete the daily inventory check before the job starts.</li>
<li>Know where the first aid kit, fire extinguisher and nearest hospital are.</li>
<li>Report hazards, near misses and damaged equipment on the Issues screen or to your foreman at once.</li>
<li>You may refuse work you believe is unsafe; tell your foreman and we will fix the hazard first.</li>
</ul>
<p>The federal OSHA standards for construction apply to all of our work; this policy adds to them, it does not replace them.</p>`,
  },
  {
    title: 'Sexual Harassment Prevention Policy',
    documentType: 'policy',
    description: "Our zero-tolerance policy, how to report, and Illinois' annual sexual harassment prevention training rule.",
    html: `<p>Sexual harassment is against the law in Illinois and against our rules. It includes unwelcome sexual advances, requests for sexual favors, and any conduct of a sexual nature that makes work intimidating, hostile or offensive, on site, in vehicles, in messages or online.</p>
<h3>How to report</h3>
<ul>
<li>Tell your foreman, the office or any admin, in person, by phone or in writing. If the foreman is involved, go straight to an admin.</li>
<li>You may also contact the Illinois Department of Human Rights or the U.S. EEOC.</li>
<li>We investigate every report promptly and as confidentially as we can, and we do not tolerate retaliation against anyone who reports or helps.</li>
</ul>
<h3>Annual training (Illinois law)</h3>
<p>Under the Workplace Transparency Act, <strong>every employee must complete sexual harassment prevention training every year</strong>. New employees complete it soon after they start. The Illinois Department of Human Rights (IDHR) publishes a free model training program, which we use. We keep a record of each employee's completed training.</p>`,
  },
  {
    title: 'Time Off and Leave Policy',
    documentType: 'policy',
    description: 'Paid leave, unpaid protected leave, rest days and how to request time off.',
    html: `<h3>Paid leave</h3>
<p>Employees earn at least <strong>1 hour of paid leave for every 40 hours worked</strong>, up to 40 hours a year (Paid Leave for All Workers Act). Use it for any reason; you do not have to explain why.</p>
<h3>How to ask</h3>
<ul>
<li>Request time off on the Time Off screen, or with the <em>Time-Off Request Form</em>, as early as you can: at least 7 days ahead when the need is foreseeable, as soon as possible otherwise.</li>
<li>Requests start as pending; an admin approves or declines them and you are notified.</li>
</ul>
<h3>Protected leave</h3>
<ul>
<li><strong>VESSA</strong>: unpaid leave for victims of domestic, sexual or gender violence, and for family members of victims.</li>
<li><strong>Military leave</strong> under ISERRA and USERRA.</li>
<li><strong>Pregnancy accommodations</strong>, including time off to recover from childbirth.</li>
<li><strong>FMLA</strong> family and medical leave, once the company has 50 or more employees.</li>
</ul>
<h3>Rest</h3>
<p>Schedules give every employee at least 24 consecutive hours of rest each workweek (One Day Rest in Seven Act).</p>`,
  },
  {
    title: 'Time-Off Request Form',
    documentType: 'form',
    description: 'A printable form for requesting paid or unpaid time off.',
    html: `<p>Print, fill in and hand this form to the office, or submit the same request on the Time Off screen.</p>
<table>
<tbody>
<tr><th scope="row">Employee name</th><td>&nbsp;</td></tr>
<tr><th scope="row">Phone number</th><td>&nbsp;</td></tr>
<tr><th scope="row">First day off</th><td>&nbsp;</td></tr>
<tr><th scope="row">Last day off</th><td>&nbsp;</td></tr>
<tr><th scope="row">Type of leave</th><td>[ ] Paid leave &nbsp; [ ] Unpaid &nbsp; [ ] Protected leave (VESSA, military, pregnancy, FMLA)</td></tr>
<tr><th scope="row">Reason (optional for paid leave)</th><td>&nbsp;</td></tr>
<tr><th scope="row">Employee signature and date</th><td>&nbsp;</td></tr>
</tbody>
</table>
<h3>Office use</h3>
<table>
<tbody>
<tr><th scope="row">Decision</th><td>[ ] Approved &nbsp; [ ] Declined</td></tr>
<tr><th scope="row">Paid leave balance before / after</th><td>&nbsp;</td></tr>
<tr><th scope="row">Approved by and date</th><td>&nbsp;</td></tr>
</tbody>
</table>`,
  },
  {
    title: 'Incident Report Form',
    documentType: 'form',
    description: 'Record an injury, near miss or property damage on a job site, the same day it happens.',
    html: `<p>Fill this in with your foreman <strong>the same day</strong> as any injury, near miss or damage. Get medical care first. For a work injury, also see the <em>Workers' Compensation Act Notice</em>.</p>
<table>
<tbody>
<tr><th scope="row">Date and time of the incident</th><td>&nbsp;</td></tr>
<tr><th scope="row">Job site and exact location</th><td>&nbsp;</td></tr>
<tr><th scope="row">Person(s) involved</th><td>&nbsp;</td></tr>
<tr><th scope="row">Type</th><td>[ ] Injury &nbsp; [ ] Illness &nbsp; [ ] Near miss &nbsp; [ ] Property or equipment damage</td></tr>
<tr><th scope="row">What happened (step by step)</th><td>&nbsp;</td></tr>
<tr><th scope="row">Injury and body part, if any</th><td>&nbsp;</td></tr>
<tr><th scope="row">First aid or medical care given</th><td>&nbsp;</td></tr>
<tr><th scope="row">PPE worn at the time</th><td>&nbsp;</td></tr>
<tr><th scope="row">Witnesses (names and phone numbers)</th><td>&nbsp;</td></tr>
<tr><th scope="row">What would prevent it from happening again</th><td>&nbsp;</td></tr>
<tr><th scope="row">Reported by, signature and date</th><td>&nbsp;</td></tr>
<tr><th scope="row">Foreman, signature and date</th><td>&nbsp;</td></tr>
</tbody>
</table>
<p>Serious injuries (hospitalization, amputation, loss of an eye) must also be reported to OSHA within 24 hours, and a death within 8 hours: call the office immediately.</p>`,
  },
];
