import type { SeedList } from "../types";

// Demo lists: Career.
export const careerLists: SeedList[] = [
  {
    slug: "job-search-tracker-a-weekly-routine-for-active-job-seekers",
    title: "Job Search Tracker: A Weekly Routine for Active Job Seekers",
    categorySlug: "career",
    expertHandle: "jordan-blake",
    author: "Jordan Blake",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 67,
    isFree: true,
    status: "published",
    content: `<p>A job search without a system turns into refreshing job boards and wondering why nobody replies. Treat it like a project: a tracker, a weekly rhythm, and a few numbers you review every Friday. This is the routine I give every coaching client in their first session.</p>
<h2>Set up your tracker</h2>
<p>A spreadsheet works fine. Create one row per opportunity with these columns:</p>
<ul>
<li>Company, role, and link to the posting</li>
<li>Date applied and how (job board, referral, recruiter)</li>
<li>Contact name and how you're connected</li>
<li>Status: researching, applied, screening, interviewing, offer, closed</li>
<li>Next action and its due date</li>
</ul>
<h2>The weekly rhythm</h2>
<ol>
<li><strong>Monday:</strong> pick 8 to 10 target roles for the week. Quality beats volume; skip anything you match less than about 60 percent.</li>
<li><strong>Tuesday:</strong> tailor your resume summary and top bullets for the best 5 roles and apply.</li>
<li><strong>Wednesday:</strong> networking day. Send 5 messages to former colleagues or people at target companies, asking for a 15-minute conversation, not a job.</li>
<li><strong>Thursday:</strong> follow up on applications older than 7 to 10 days and prepare for any scheduled interviews.</li>
<li><strong>Friday:</strong> review the week's numbers and plan next week.</li>
</ol>
<h2>The Friday numbers</h2>
<ul>
<li>Applications sent</li>
<li>Conversations held (networking calls count)</li>
<li>Response rate: replies divided by applications</li>
<li>Interviews scheduled</li>
</ul>
<h2>Reading the numbers</h2>
<ul>
<li>Lots of applications but very few replies usually means a resume or targeting problem.</li>
<li>Screening calls that don't turn into interviews suggest your pitch or salary expectations need work.</li>
<li>Final rounds without offers point to interview practice, especially behavioral questions.</li>
</ul>
<blockquote>Referrals move faster than cold applications. If a role excites you, spend twenty minutes finding someone at the company before you click apply.</blockquote>
<p>Copy the <a href="https://example.com/jordan-blake/job-search-tracker">free tracker template</a> to get started.</p>`,
    methodology:
      "Based on the author's recruiting and coaching experience with about 80 job seekers; not yet reviewed by a verified career expert.",
    sourceUrl: "https://example.org/sources/job-search-tracker-a-weekly-routine-for-active-job-seekers",
    imageUrl: "/images/demo/lists/career-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 180,
    updatedDaysAgo: 11,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "behavioral-interview-prep-building-your-star-story-bank",
    title: "Behavioral Interview Prep: Building Your STAR Story Bank",
    categorySlug: "career",
    expertHandle: "jordan-blake",
    author: "Jordan Blake",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 52,
    isFree: true,
    status: "draft",
    content: `<p>Behavioral questions start with "Tell me about a time when..." and they're where unprepared candidates ramble. The fix is a bank of eight to ten stories, written in advance using the STAR format, that you can adapt to almost any question.</p>
<h2>The STAR format</h2>
<ul>
<li><strong>Situation:</strong> one or two sentences of context. Where were you, and what was going on?</li>
<li><strong>Task:</strong> what you specifically were responsible for.</li>
<li><strong>Action:</strong> the steps <em>you</em> took. This should be the longest part. Say "I," not "we."</li>
<li><strong>Result:</strong> what happened, with a number if possible, and what you learned.</li>
</ul>
<h2>Build the bank</h2>
<ol>
<li>List your last two or three roles and write down the projects you're proudest of.</li>
<li>Add one or two situations that went badly and what you did about them.</li>
<li>Write each story in STAR form in about 150 words, roughly two minutes spoken.</li>
<li>Tag each story with the themes it covers: leadership, conflict, failure, deadline pressure, influencing without authority, learning something fast.</li>
<li>Make sure every common theme has at least two stories.</li>
</ol>
<h2>Practice</h2>
<ul>
<li>Say each story out loud and time it. Cut the situation if it runs long.</li>
<li>Record yourself once and listen for filler words and vague results.</li>
<li>Ask a friend to pick random questions from a list of common behavioral prompts.</li>
</ul>
<h2>A short example</h2>
<p><em>Question: Tell me about a time you missed a deadline.</em> "Our team was launching a customer survey two weeks before a board meeting (situation). I owned the analysis (task). When the survey tool failed halfway through, I told my manager the same day, proposed a smaller sample, and built the report from partial data while we re-ran the rest (action). We delivered a preliminary report on time and the full version three days later; I now build a buffer week into every launch (result)."</p>
<p>A fill-in story bank template is on <a href="https://example.com/jordan-blake/star-story-bank">Jordan's website</a>.</p>`,
    methodology:
      "Draft based on the author's coaching sessions; examples and timing guidance still being refined before publication.",
    sourceUrl: "https://example.org/sources/behavioral-interview-prep-building-your-star-story-bank",
    imageUrl: "/images/demo/lists/career-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 10,
    updatedDaysAgo: 0,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "salary-negotiation-checklist-before-during-and-after-the-offer",
    title: "Salary Negotiation Checklist: Before, During, and After the Offer",
    categorySlug: "career",
    expertHandle: "tom-alvarez",
    author: "Tom Alvarez",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 82,
    isFree: false,
    status: "published",
    content: `<p>Most employers expect some negotiation, and a polite, well-researched counteroffer rarely costs anyone a job. The starting salary you accept also sets the base for future raises, so a few uncomfortable minutes can pay off for years. Work through this checklist in three stages.</p>
<h2>Before the offer</h2>
<ul>
<li>Research the pay range for the role, level, and location using several salary surveys and any posted ranges. Many US states and cities now require job postings to include a range.</li>
<li>Decide three numbers: your <strong>target</strong>, the <strong>minimum</strong> you'd accept, and an <strong>ambitious</strong> number near the top of the range.</li>
<li>If asked for your expectations early, give a researched range rather than a single number. In many places, employers can't ask about your salary history.</li>
<li>List what matters beyond base pay: bonus, equity, remote work, vacation, start date, and professional development.</li>
</ul>
<h2>During the negotiation</h2>
<ol>
<li>Thank them and show enthusiasm for the role before talking numbers.</li>
<li>Ask for the full offer in writing, including benefits, before responding.</li>
<li>Ask for a day or two to review. That request is normal and expected.</li>
<li>Counter with a specific number, tied to your research and the value you'll bring: "Based on the range for this level and my experience leading X, I was hoping for $Y."</li>
<li>Then stop talking and let them respond.</li>
<li>If base salary is capped, ask about a signing bonus, an earlier performance review, or extra vacation.</li>
</ol>
<h2>After you agree</h2>
<ul>
<li>Get the final terms in an updated written offer before you resign from your current job.</li>
<li>Compare the total package, including health insurance premiums and retirement match, not just the salary.</li>
<li>Note the date of your first review so you can prepare for the next conversation.</li>
</ul>
<blockquote>Practice your counteroffer sentence out loud at least five times. It gets much easier to say on the call.</blockquote>
<p>Compare offers side by side with the <a href="https://example.com/tom-alvarez/offer-comparison">total compensation calculator</a>.</p>`,
    methodology:
      "Based on the author's work with clients negotiating more than 100 offers; legal points about pay transparency and salary history were checked against current state and city rules as of 2025.",
    sourceUrl: "https://example.org/sources/salary-negotiation-checklist-before-during-and-after-the-offer",
    imageUrl: "/images/demo/lists/career-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 390,
    updatedDaysAgo: 55,
    lastVerifiedDaysAgo: 80,
  },
  {
    slug: "resume-refresh-checklist-for-career-changers",
    title: "Resume Refresh Checklist for Career Changers",
    categorySlug: "career",
    expertHandle: null,
    author: "Community contributors",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 74,
    isFree: true,
    status: "published",
    content: `<p>When you change fields, your resume has to translate your experience for someone who has never done your old job. Hiring managers skim for evidence you can do <em>their</em> work. This checklist was put together by readers who've made the switch, from teaching to instructional design, retail management to operations, and nursing to health tech.</p>
<h2>Reframe your story</h2>
<ol>
<li>Collect five job postings for your target role and highlight the skills that appear in at least three of them.</li>
<li>Match each of those skills to something you've actually done, in any job, volunteer role, or course.</li>
<li>Write a 2 to 3 line summary at the top that names the target role and your most relevant strengths.</li>
</ol>
<h2>Rewrite the bullets</h2>
<ul>
<li>Replace industry jargon with plain or target-industry terms. "Differentiated instruction for 28 students" might become "Designed training for 28 learners at different skill levels."</li>
<li>Start each bullet with an action verb and end with a result.</li>
<li>Add numbers wherever you can: people, budget, time saved, percentage improved.</li>
<li>Cut bullets that only matter in your old field.</li>
</ul>
<h2>Close the gaps</h2>
<ul>
<li>Add a "Relevant Projects" section for portfolio work, freelance gigs, or course projects.</li>
<li>List certifications and courses only if they're relevant to the new role.</li>
<li>Keep it to one page if you have less than about ten years of relevant experience, two at most otherwise.</li>
</ul>
<h2>Make it readable by software</h2>
<ul>
<li>Use a simple single-column layout with standard headings like Experience and Education.</li>
<li>Avoid tables, text boxes, and graphics that applicant tracking systems may skip.</li>
<li>Save as PDF unless the posting asks for another format.</li>
</ul>
<p>Share your before-and-after bullets for feedback in the <a href="https://example.org/community/career-changers">career changers forum</a>.</p>`,
    methodology:
      "Crowd-sourced from 60 reader submissions in our career changers forum and edited by staff; not reviewed by a verified career expert.",
    sourceUrl: "https://example.org/sources/resume-refresh-checklist-for-career-changers",
    imageUrl: "/images/demo/lists/career-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 505,
    updatedDaysAgo: 160,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "your-first-90-days-in-a-new-job-a-30-60-90-onboarding-plan",
    title: "Your First 90 Days in a New Job: A 30-60-90 Onboarding Plan",
    categorySlug: "career",
    expertHandle: null,
    author: "Dana Whitfield",
    authorOrg: "Northbridge Career Network",
    verificationStatus: "community",
    qualityScore: 77,
    isFree: true,
    status: "published",
    content: `<p>Your first three months shape how colleagues see you for years. The goal isn't to change everything by week two; it's to learn fast, build relationships, and deliver one visible win. Share a version of this plan with your manager in your first week and agree on what success looks like.</p>
<h2>Days 1 to 30: Learn</h2>
<ul>
<li>Schedule 30-minute introductions with everyone on your team and key people in partner teams.</li>
<li>Ask each person the same three questions: What's working well? What's frustrating? What should I know that isn't written down?</li>
<li>Read the last quarter's plans, reports, and any retrospectives.</li>
<li>Learn the tools, and write down every acronym you hear until you can define it.</li>
<li>Agree with your manager on how you'll communicate: weekly one-on-ones, updates by message, or both.</li>
</ul>
<h2>Days 31 to 60: Contribute</h2>
<ol>
<li>Pick one small, visible problem from your conversations that you can solve in a few weeks.</li>
<li>Take ownership of a recurring task or process so you're relied on for something.</li>
<li>Share early observations with your manager privately before suggesting changes publicly.</li>
<li>Ask for feedback at the 45-day mark: "What should I do more of, and less of?"</li>
</ol>
<h2>Days 61 to 90: Lead</h2>
<ul>
<li>Deliver and share the results of your first win.</li>
<li>Propose one or two larger improvements, backed by what you learned in month one.</li>
<li>Set goals for the next two quarters with your manager.</li>
<li>Write a short 90-day reflection: what you learned, what you delivered, and what's next.</li>
</ul>
<blockquote>Keep a "wins and notes" document from day one. It becomes the raw material for your first performance review.</blockquote>
<p>Download the <a href="https://northbridge.example.org/30-60-90-template">30-60-90 plan template</a>.</p>`,
    methodology:
      "Written by a volunteer mentor at a nonprofit career network, drawing on onboarding guides from member companies; not reviewed by a verified expert.",
    sourceUrl: "https://example.org/sources/your-first-90-days-in-a-new-job-a-30-60-90-onboarding-plan",
    imageUrl: "/images/demo/lists/career-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 620,
    updatedDaysAgo: 365,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "home-office-setup-checklist-for-remote-work",
    title: "Home Office Setup Checklist for Remote Work",
    categorySlug: "career",
    expertHandle: "marcus-bell",
    author: "Marcus Bell",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 84,
    isFree: false,
    status: "published",
    content: `<p>A good home office doesn't need a spare room. It needs a dedicated spot, a setup that doesn't hurt after eight hours, and clear boundaries between work and home. The palette here is a calm, low-contrast scheme that works well on camera and on the walls of a small space.</p>
<h2>Choose the spot</h2>
<ul>
<li>Pick a place you can leave set up. Packing up a laptop from the kitchen table every night wears thin.</li>
<li>Put the desk perpendicular to a window so daylight falls from the side, with no glare on the screen or backlit face on calls.</li>
<li>Check your Wi-Fi signal at that spot, or plan for a wired connection.</li>
</ul>
<h2>Set up for your body</h2>
<ol>
<li>Adjust the chair so your feet rest flat on the floor and your knees are at about hip height.</li>
<li>Keep your elbows close to your body and bent to about 90 degrees when typing.</li>
<li>Place the monitor about an arm's length away, with the top of the screen at or slightly below eye level.</li>
<li>On a laptop, use a stand plus a separate keyboard and mouse.</li>
<li>Add a footrest if your feet don't reach the floor.</li>
</ol>
<h2>Equipment checklist</h2>
<ul>
<li>An adjustable chair with lumbar support</li>
<li>A desk about 28 to 30 inches high, or a sit-stand desk</li>
<li>An external monitor, keyboard, and mouse</li>
<li>A headset or earbuds with a decent microphone</li>
<li>A desk lamp with a warm bulb, plus a soft light facing you for video calls</li>
<li>A surge protector and cable tray to keep cords off the floor</li>
</ul>
<h2>Keep it organized</h2>
<ul>
<li>Give everything a home: one drawer for supplies, one tray for paper, one shelf for reference items.</li>
<li>Clear the desk at the end of each day. It doubles as a signal that work is over.</li>
<li>Keep personal items out of the camera frame, or choose them on purpose.</li>
</ul>
<blockquote>If you share the space, agree on a simple signal, like a closed door or a headset on, that means you're on a call.</blockquote>
<p>See examples of small-space setups in <a href="https://example.com/marcus-bell/home-office-gallery">Marcus's home office gallery</a>.</p>`,
    methodology:
      "Developed from 40 remote-work office setups with clients; ergonomic guidance reviewed by a sports medicine physician on our expert panel.",
    sourceUrl: "https://example.org/sources/home-office-setup-checklist-for-remote-work",
    imageUrl: "/images/demo/lists/career-3.svg",
    affiliateDisclosure: true,
    colorOptions: ["#F5F3EE", "#A3B18A", "#3A5A40"],
    createdDaysAgo: 230,
    updatedDaysAgo: 30,
    lastVerifiedDaysAgo: 45,
  },
];
