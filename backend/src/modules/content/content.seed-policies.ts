import type { PolicyContent, PolicyPageId } from '@yoga/contracts';

/**
 * The texts of the policy pages (refund, privacy, terms), the first content of those pages: exactly what
 * they showed before they were edited (moved here from mfe-public's catalogues; edit them here, or in the
 * admin panel once live). Markup and placeholders: `PolicyContent` in libs/contracts/src/wire/content.ts.
 * The figures of POLICY_LIMITS (3, 5, 15, 30 days, age 18) are part of the texts.
 */
export const POLICY_SEED: Record<PolicyPageId, PolicyContent> = {
  refund: {
    title: {
      en: 'Refund and Replacement Policy',
      hi: 'रिफ़ंड और रिप्लेसमेंट नीति',
    },
    description: {
      en: 'When and how {brand} replaces a class or refunds a payment: report service problems within 3 days and payment problems within 5 days.',
      hi: '{brand} कब और कैसे क्लास की जगह दूसरी क्लास देता है या भुगतान लौटाता है: सेवा की समस्या 3 दिन के भीतर और भुगतान की समस्या 5 दिन के भीतर बताएँ।',
    },
    intro: {
      en: 'We want every class to be worth your time. This policy explains what we do when something goes wrong.',
      hi: 'हम चाहते हैं कि हर क्लास आपके समय के लायक हो। यह नीति बताती है कि कुछ गड़बड़ होने पर हम क्या करते हैं।',
    },
    sections: [
      {
        heading: {
          en: '1. Try before you pay',
          hi: '1. भुगतान से पहले आज़माएँ',
        },
        paragraphs: [
          {
            en: 'Every new member gets a free {trial_days}-day trial with access to all live slots. We encourage you to use it fully before buying a subscription, so that you know exactly what you are paying for. The trial ends without any charge: no card is needed to start it, and you pay only if you choose a plan.',
            hi: 'हर नए सदस्य को सभी लाइव बैच के साथ {trial_days} दिन का फ़्री ट्रायल मिलता है। सदस्यता ख़रीदने से पहले इसका पूरा इस्तेमाल करें, ताकि आप ठीक-ठीक जानें कि आप किसके लिए भुगतान कर रहे हैं। ट्रायल बिना किसी शुल्क के ख़त्म होता है: इसे शुरू करने के लिए कार्ड नहीं चाहिए, और आप तभी भुगतान करते हैं जब आप कोई प्लान चुनें।',
          },
        ],
      },
      {
        heading: {
          en: '2. Subscriptions',
          hi: '2. सदस्यता',
        },
        paragraphs: [
          {
            en: 'Subscriptions may be monthly, quarterly, semi-annual or annual; the plans offered today run for {plan_months} months. A plan starts on the day your payment is confirmed; bought during your free trial, it starts when the trial ends, and bought while another plan is running, it starts when that plan ends. The price you pay is the offer price shown on our [pricing page](/price) at that time; rupee prices include GST.',
            hi: 'सदस्यता मासिक, तिमाही, छमाही या सालाना हो सकती है; आज के प्लान {plan_months} महीने के हैं। प्लान उसी दिन से शुरू होता है जिस दिन आपका भुगतान पक्का होता है; फ़्री ट्रायल के दौरान ख़रीदा गया प्लान ट्रायल ख़त्म होने पर शुरू होता है, और किसी चलते प्लान के दौरान ख़रीदा गया प्लान उस प्लान के ख़त्म होने पर। आप वही ऑफ़र कीमत देते हैं जो उस समय हमारे [कीमतों वाले पेज](/price) पर दिखाई गई हो; रुपये की कीमतों में GST शामिल है।',
          },
        ],
      },
      {
        heading: {
          en: '3. Service problems: replacement sessions',
          hi: '3. सेवा की समस्या: बदले में सेशन',
        },
        paragraphs: [
          {
            en: 'If a live session you booked could not take place, or a technical problem on our side stopped you from attending, please report it within **3 calendar days** of the session. We will offer you a replacement session or extend your plan by the days affected. Reports made after 3 calendar days cannot be accepted.',
            hi: 'अगर आपका बुक किया लाइव सेशन नहीं हो पाया, या हमारी ओर की किसी तकनीकी समस्या से आप उसमें नहीं जुड़ पाए, तो सेशन के **3 कैलेंडर दिन** के भीतर हमें बताएँ। हम आपको बदले में दूसरा सेशन देंगे या प्रभावित दिनों जितना आपका प्लान बढ़ा देंगे। 3 कैलेंडर दिन के बाद की शिकायत स्वीकार नहीं की जा सकती।',
          },
        ],
      },
      {
        heading: {
          en: '4. Refunds for failed or duplicate payments',
          hi: '4. असफल या दोहरे भुगतान का रिफ़ंड',
        },
        paragraphs: [
          {
            en: 'If money was debited but the payment failed, or you were charged twice for the same plan, write to us within **5 calendar days** of the transaction with the transaction reference. After verification we refund the amount to the original payment method. Your bank may take a few working days to show it.',
            hi: 'अगर पैसे कट गए पर भुगतान असफल रहा, या एक ही प्लान के लिए दो बार पैसे कटे, तो लेन-देन के **5 कैलेंडर दिन** के भीतर ट्रांज़ैक्शन रेफ़रेंस के साथ हमें लिखें। जाँच के बाद हम रकम उसी तरीके से लौटा देते हैं जिससे भुगतान हुआ था। आपके बैंक को इसे दिखाने में कुछ कामकाजी दिन लग सकते हैं।',
          },
        ],
      },
      {
        heading: {
          en: '5. No cash refunds otherwise',
          hi: '5. इसके अलावा नकद रिफ़ंड नहीं',
        },
        paragraphs: [
          {
            en: 'Apart from failed or duplicate payments, subscription fees are not refunded in cash. A plan that has started cannot be cancelled for a refund, but where we are at fault we will always offer replacement sessions or extra days.',
            hi: 'असफल या दोहरे भुगतान के अलावा सदस्यता शुल्क नकद नहीं लौटाया जाता। शुरू हो चुका प्लान रिफ़ंड के लिए रद्द नहीं किया जा सकता, लेकिन जहाँ ग़लती हमारी हो, वहाँ हम हमेशा बदले में सेशन या अतिरिक्त दिन देंगे।',
          },
        ],
      },
      {
        heading: {
          en: '6. How to reach us',
          hi: '6. हमसे कैसे संपर्क करें',
        },
        paragraphs: [
          {
            en: 'Call {phone} or email {email} with your registered email address and mobile number. See all ways to reach us on the [Contact Us](/contact) page.',
            hi: 'अपने रजिस्टर्ड ईमेल पते और मोबाइल नंबर के साथ {phone} पर फ़ोन करें या {email} पर ईमेल करें। संपर्क के सभी तरीके [संपर्क करें](/contact) पेज पर देखें।',
          },
        ],
      },
    ],
  },
  privacy: {
    title: {
      en: 'Privacy Policy',
      hi: 'गोपनीयता नीति',
    },
    description: {
      en: 'What personal data {brand} collects, why, how we protect it and how to reach us. Privacy queries are answered within 30 days.',
      hi: '{brand} कौन-सी निजी जानकारी लेता है, क्यों, हम उसे कैसे सुरक्षित रखते हैं और हमसे कैसे संपर्क करें। गोपनीयता से जुड़े सवालों का जवाब 30 दिन के भीतर दिया जाता है।',
    },
    intro: {
      en: 'Your trust matters more to us than any data. Here is what we collect, why we collect it and the choices you have.',
      hi: 'हमारे लिए आपका भरोसा किसी भी जानकारी से ज़्यादा अहम है। यहाँ बताया गया है कि हम क्या जानकारी लेते हैं, क्यों लेते हैं और आपके पास क्या विकल्प हैं।',
    },
    sections: [
      {
        heading: {
          en: '1. Who we are',
          hi: '1. हम कौन हैं',
        },
        paragraphs: [
          {
            en: '{brand} is operated by {legal_name}, {address}. This policy applies to our website and our live classes.',
            hi: '{brand} का संचालन {legal_name}, {address} करती है। यह नीति हमारी वेबसाइट और हमारी लाइव क्लास पर लागू होती है।',
          },
        ],
      },
      {
        heading: {
          en: '2. What we collect',
          hi: '2. हम क्या जानकारी लेते हैं',
        },
        paragraphs: [
          {
            en: '- Account details you give us: name, email address, mobile number and an optional referral code.',
            hi: '- अकाउंट की वह जानकारी जो आप हमें देते हैं: नाम, ईमेल पता, मोबाइल नंबर और चाहें तो रेफ़रल कोड।',
          },
          {
            en: '- Class bookings and preferred timings, so that we can send you the right class links.',
            hi: '- क्लास बुकिंग और आपका पसंदीदा समय, ताकि हम आपको सही क्लास के लिंक भेज सकें।',
          },
          {
            en: '- Payment confirmations from our payment partner. We never see or store your card or UPI PIN.',
            hi: '- हमारे पेमेंट पार्टनर से भुगतान की पुष्टि। हम आपका कार्ड या UPI PIN कभी न देखते हैं, न रखते हैं।',
          },
          {
            en: '- Basic technical data such as browser type, used only to keep the service secure and working.',
            hi: '- ब्राउज़र जैसी बुनियादी तकनीकी जानकारी, जिसका इस्तेमाल सिर्फ़ सेवा को सुरक्षित और चालू रखने के लिए होता है।',
          },
        ],
      },
      {
        heading: {
          en: '3. How we use it',
          hi: '3. हम इसका इस्तेमाल कैसे करते हैं',
        },
        paragraphs: [
          {
            en: 'We use your data to run your account, send class links and reminders on your messaging app, process subscriptions and answer your questions. We do not sell your personal data to anyone.',
            hi: 'हम आपकी जानकारी का इस्तेमाल आपका अकाउंट चलाने, मैसेजिंग ऐप पर क्लास के लिंक और रिमाइंडर भेजने, सदस्यता की प्रक्रिया पूरी करने और आपके सवालों के जवाब देने के लिए करते हैं। हम आपकी निजी जानकारी किसी को नहीं बेचते।',
          },
        ],
      },
      {
        heading: {
          en: '4. Age',
          hi: '4. उम्र',
        },
        paragraphs: [
          {
            en: 'Our services are for adults aged 18 and over. We do not knowingly collect data from anyone younger.',
            hi: 'हमारी सेवाएँ 18 साल और उससे ज़्यादा उम्र के वयस्कों के लिए हैं। हम जानबूझकर इससे कम उम्र के किसी व्यक्ति की जानकारी नहीं लेते।',
          },
        ],
      },
      {
        heading: {
          en: '5. Security and storage',
          hi: '5. सुरक्षा और जानकारी का रख-रखाव',
        },
        paragraphs: [
          {
            en: 'Passwords, reset links and one-time codes are stored only as secure hashes, and access to member data is limited to staff who need it. We keep your data for as long as your account is active and as required by Indian law.',
            hi: 'पासवर्ड, रीसेट लिंक और एक बार वाले कोड सिर्फ़ सुरक्षित हैश के रूप में रखे जाते हैं, और सदस्यों की जानकारी तक सिर्फ़ उन्हीं कर्मचारियों की पहुँच है जिन्हें इसकी ज़रूरत है। हम आपकी जानकारी तब तक रखते हैं जब तक आपका अकाउंट चालू है और जितना भारतीय क़ानून ज़रूरी बनाता है।',
          },
        ],
      },
      {
        heading: {
          en: '6. Your rights and the controls in your account',
          hi: '6. आपके अधिकार और आपके अकाउंट के विकल्प',
        },
        paragraphs: [
          {
            en: "Under India's Digital Personal Data Protection Act you may see, correct and erase your personal data, withdraw a consent, and name someone to act for you. Signed in, you can do most of this yourself on the [Profile](/user/profile) screen:",
            hi: 'भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम के तहत आप अपनी निजी जानकारी देख, सुधार और मिटा सकते हैं, कोई सहमति वापस ले सकते हैं, और अपनी ओर से काम करने के लिए किसी को नामित कर सकते हैं। लॉगिन करके इनमें से ज़्यादातर काम आप [प्रोफ़ाइल](/user/profile) स्क्रीन पर खुद कर सकते हैं:',
          },
          {
            en: '- **Correct** your name, mobile number, language and state; change your email (we send a confirmation link to the new address) and your password.',
            hi: '- अपना नाम, मोबाइल नंबर, भाषा और राज्य **सुधारें**; अपना ईमेल (नए पते पर हम पुष्टि का लिंक भेजते हैं) और पासवर्ड बदलें।',
          },
          {
            en: '- **Consents**: turn class reminders on WhatsApp or by email on or off at any time. Each choice is recorded with its date and where it was made.',
            hi: '- **सहमतियाँ**: WhatsApp या ईमेल पर क्लास रिमाइंडर कभी भी चालू या बंद करें। हर विकल्प उसकी तारीख़ और जगह के साथ दर्ज होता है।',
          },
          {
            en: '- **Download my data**: one file with everything we store about you: profile, bookings, referrals, consents and the sign-in links we sent.',
            hi: '- **मेरी जानकारी डाउनलोड करें**: एक फ़ाइल जिसमें आपके बारे में हमारे पास रखी हर जानकारी है: प्रोफ़ाइल, बुकिंग, रेफ़रल, सहमतियाँ और हमारे भेजे लॉगिन लिंक।',
          },
          {
            en: '- **Delete my account**: after you confirm with your password or a one-time code, we erase your profile, bookings and consents and sign you out everywhere. Payment and invoice records that tax law requires us to keep are kept with your name removed.',
            hi: '- **मेरा अकाउंट डिलीट करें**: आपके पासवर्ड या एक बार वाले कोड से पुष्टि के बाद हम आपकी प्रोफ़ाइल, बुकिंग और सहमतियाँ मिटा देते हैं और हर जगह से आपको लॉगआउट कर देते हैं। भुगतान और इनवॉइस के जो रिकॉर्ड टैक्स क़ानून के तहत रखने ज़रूरी हैं, वे आपका नाम हटाकर रखे जाते हैं।',
          },
          {
            en: 'Forgot your password? Ask for a [reset link](/auth/forgot), or sign in with a one-time code sent to your email.',
            hi: 'पासवर्ड भूल गए? [रीसेट लिंक](/auth/forgot) मँगाएँ, या अपने ईमेल पर भेजे गए एक बार वाले कोड से लॉगिन करें।',
          },
        ],
      },
      {
        heading: {
          en: '7. Grievance officer and privacy queries',
          hi: '7. शिकायत अधिकारी और गोपनीयता से जुड़े सवाल',
        },
        paragraphs: [
          {
            en: 'For any privacy query or complaint, write to our grievance officer, {grievance_officer}, at [{grievance_email}](mailto:{grievance_email}) or call [{grievance_phone}](tel:{grievance_phone}). We answer within **30 days**. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
            hi: 'गोपनीयता से जुड़े किसी भी सवाल या शिकायत के लिए हमारे शिकायत अधिकारी {grievance_officer} को [{grievance_email}](mailto:{grievance_email}) पर लिखें या [{grievance_phone}](tel:{grievance_phone}) पर फ़ोन करें। हम **30 दिन** के भीतर जवाब देते हैं। अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।',
          },
          {
            en: 'Also read our [Terms of Use](/termsofuse).',
            hi: 'हमारी [उपयोग की शर्तें](/termsofuse) भी पढ़ें।',
          },
        ],
      },
    ],
  },
  terms: {
    title: {
      en: 'Terms of Use',
      hi: 'उपयोग की शर्तें',
    },
    description: {
      en: 'The terms for using {brand}: adults 18+ only, subscriptions, fair use of live classes, health responsibility and dispute resolution.',
      hi: '{brand} के उपयोग की शर्तें: सिर्फ़ 18+ उम्र के वयस्क, सदस्यता, लाइव क्लास का सही इस्तेमाल, सेहत की ज़िम्मेदारी और विवाद का समाधान।',
    },
    intro: {
      en: 'By registering for or using {brand}, you agree to these terms. Please read them carefully.',
      hi: '{brand} पर रजिस्टर करके या इसका इस्तेमाल करके आप इन शर्तों से सहमत होते हैं। कृपया इन्हें ध्यान से पढ़ें।',
    },
    sections: [
      {
        heading: {
          en: '1. Eligibility',
          hi: '1. पात्रता',
        },
        paragraphs: [
          {
            en: 'You must be 18 years or older to register. By creating an account you confirm that the details you give are true and your own.',
            hi: 'रजिस्टर करने के लिए आपकी उम्र कम से कम 18 साल होनी चाहिए। अकाउंट बनाकर आप पुष्टि करते हैं कि आपकी दी हुई जानकारी सही है और आपकी अपनी है।',
          },
        ],
      },
      {
        heading: {
          en: '2. Free trial and subscriptions',
          hi: '2. फ़्री ट्रायल और सदस्यता',
        },
        paragraphs: [
          {
            en: 'New members get a free {trial_days}-day trial, which ends without any charge. After the trial, access continues with a paid subscription, which may be monthly, quarterly, semi-annual or annual; the plans offered today run for {plan_months} months. Prices are shown on our [pricing page](/price); rupee prices include GST.',
            hi: 'नए सदस्यों को {trial_days} दिन का फ़्री ट्रायल मिलता है, जो बिना किसी शुल्क के ख़त्म होता है। ट्रायल के बाद पेड सदस्यता से सेवा जारी रहती है, जो मासिक, तिमाही, छमाही या सालाना हो सकती है; आज के प्लान {plan_months} महीने के हैं। कीमतें हमारे [कीमतों वाले पेज](/price) पर दी गई हैं; रुपये की कीमतों में GST शामिल है।',
          },
        ],
      },
      {
        heading: {
          en: '3. Using the live classes',
          hi: '3. लाइव क्लास का इस्तेमाल',
        },
        paragraphs: [
          {
            en: '- Class links are personal. Please do not share or resell them.',
            hi: '- क्लास के लिंक निजी हैं। कृपया इन्हें किसी से शेयर न करें और न ही बेचें।',
          },
          {
            en: '- Do not record, copy or broadcast the classes without our written permission.',
            hi: '- हमारी लिखित अनुमति के बिना क्लास को रिकॉर्ड, कॉपी या प्रसारित न करें।',
          },
          {
            en: '- Be respectful to teachers and fellow members in every session and chat.',
            hi: '- हर सेशन और चैट में ट्रेनर और साथी सदस्यों के साथ सम्मान से पेश आएँ।',
          },
        ],
      },
      {
        heading: {
          en: '4. Your health',
          hi: '4. आपकी सेहत',
        },
        paragraphs: [
          {
            en: 'Yoga is safe for most people, but it is not a substitute for medical advice. Consult your doctor before you start if you have a medical condition, an injury or are pregnant, and always practise within your comfort.',
            hi: 'योग ज़्यादातर लोगों के लिए सुरक्षित है, लेकिन यह डॉक्टर की सलाह की जगह नहीं ले सकता। अगर आपको कोई बीमारी या चोट है या आप गर्भवती हैं, तो शुरू करने से पहले अपने डॉक्टर से सलाह लें, और हमेशा उतना ही अभ्यास करें जितना आराम से हो सके।',
          },
        ],
      },
      {
        heading: {
          en: '5. Refunds',
          hi: '5. रिफ़ंड',
        },
        paragraphs: [
          {
            en: 'Service problems must be reported within 3 calendar days and failed or duplicate payments within 5 calendar days. Details are in our [Refund and Replacement Policy](/returnrefund).',
            hi: 'सेवा की समस्या 3 कैलेंडर दिन के भीतर और असफल या दोहरे भुगतान 5 कैलेंडर दिन के भीतर बताने होंगे। पूरी जानकारी हमारी [रिफ़ंड और रिप्लेसमेंट नीति](/returnrefund) में है।',
          },
        ],
      },
      {
        heading: {
          en: '6. Disputes and arbitration',
          hi: '6. विवाद और मध्यस्थता',
        },
        paragraphs: [
          {
            en: "We will always try to resolve a complaint amicably first. If that fails, the dispute will be referred to a sole arbitrator under the Arbitration and Conciliation Act, 1996. The arbitrator will be appointed within **15 days** of either party's written notice. The seat of arbitration is {city}, {state}, and the proceedings will be in English.",
            hi: 'हम हमेशा पहले किसी भी शिकायत को आपसी बातचीत से सुलझाने की कोशिश करेंगे। ऐसा न हो पाने पर विवाद मध्यस्थता और सुलह अधिनियम, 1996 के तहत एकमात्र मध्यस्थ को सौंपा जाएगा। किसी भी पक्ष के लिखित नोटिस के **15 दिन** के भीतर मध्यस्थ नियुक्त किया जाएगा। मध्यस्थता का स्थान {city}, {state} होगा, और कार्यवाही अंग्रेज़ी में होगी।',
          },
        ],
      },
      {
        heading: {
          en: '7. Changes and contact',
          hi: '7. बदलाव और संपर्क',
        },
        paragraphs: [
          {
            en: 'We may update these terms and will show the date of the latest change on this page. Questions? Write to {email} or call {phone}.',
            hi: 'हम इन शर्तों में बदलाव कर सकते हैं और आख़िरी बदलाव की तारीख़ इसी पेज पर दिखाएँगे। कोई सवाल? {email} पर लिखें या {phone} पर फ़ोन करें।',
          },
        ],
      },
    ],
  },
};
