import { CLEAR_WRITING, RETOLD, UNDERSTANDING, criterion } from '../library/rubric';
import { CHURCH_TEACHING, HIGH_SCHOOL } from './rubric';
import { workbookLabel, type Workbook, type WorkbookActivity } from './schema';

/**
 * Core Course I of the USCCB framework: The Revelation of Jesus Christ in Scripture.
 * Seven units following the framework's sections (how God is known, Scripture and Tradition,
 * interpreting Scripture, the Old and New Testaments, the Gospels, and the challenges), with
 * one reflection each. All passages are retold in our own words.
 */

const UNKNOWN_GOD: WorkbookActivity = {
  id: 'core-1-unit-1-the-unknown-god',
  unit: 1,
  title: 'The Unknown God: Paul in Athens',
  passageReference: 'Acts 17:16-34',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'Paul meets the thinkers of Athens and tells them about the God they already worship without knowing him.',
  passageText: [
    'While Paul waited in Athens for his companions, he walked through the city and was troubled to see statues of gods on every street. He talked about Jesus in the synagogue and in the marketplace with anyone who would listen. Some philosophers who heard him said, "What is this chatterer trying to say?" Others said, "He seems to be announcing foreign gods," because he spoke about Jesus and the resurrection. So they brought him to the Areopagus, the hill where the city council met, and said, "Tell us about this new teaching. You bring strange ideas to our ears, and we want to know what they mean." The people of Athens loved nothing more than hearing and discussing the newest ideas.',
    "Paul stood up in front of them and said: \"People of Athens, I can see that you are very religious. As I walked around looking at the things you worship, I even found an altar with these words on it: 'To an unknown god.' What you worship without knowing, I have come to announce to you.",
    "\"The God who made the world and everything in it, the Lord of heaven and earth, does not live in temples made by human hands. He does not need anything from us, since he is the one who gives everyone life and breath and everything else. From one ancestor he made every nation to live on the whole earth, and he set the times and the places of their lives, so that they would search for God and perhaps reach out and find him. Yet he is not far from any one of us. In him we live and move and have our being; as some of your own poets have said, 'We too are his children.'",
    '"Since we are God\'s children, we should not imagine that God is like gold or silver or stone, shaped by human skill. God has been patient with the times when people did not know him, but now he calls everyone everywhere to turn back to him. He has set a day when he will judge the world with justice through a man he has chosen, and he has given proof of this to everyone by raising him from the dead."',
    'When they heard about the resurrection of the dead, some of them laughed. Others said, "We would like to hear you speak about this again." And some joined Paul and came to believe, among them Dionysius, a member of the council, a woman named Damaris, and others with them.',
  ].join('\n\n'),
  instructions:
    "Read Paul's speech as if you were one of the listeners on the hill. As you read, mark what Paul says anyone could know about God by looking at the world and at human life, and mark differently what only God himself could make known. Then answer the questions in full sentences.",
  questions: [
    'Paul begins with something the Athenians already do: they built an altar "to an unknown god." Why do you think he starts there instead of with the story of Jesus?',
    'Paul says God made people "so that they would search for God and perhaps reach out and find him." Name at least two signs in the world or in human life that point toward God, and explain how each one points.',
    'Reason can come to know that God exists, but Paul also announces something no one could have worked out alone: that God raised Jesus from the dead. Explain the difference between what we can know about God by reason and what we know because God reveals it.',
    'Some listeners laughed, some wanted to hear more, and some believed. Which of these responses do you think is most common among people your age today, and why?',
    'Where in your own life have you searched for God, or noticed that he is "not far from any one of us"?',
  ],
  vocabulary: [
    {
      word: 'Areopagus',
      definition:
        'A rocky hill in Athens, and the council that met there to judge questions of law and religion.',
    },
    {
      word: 'Divine Revelation',
      definition:
        'God making himself and his loving plan known to us, in words and deeds, most fully in Jesus Christ.',
    },
    {
      word: 'natural knowledge of God',
      definition:
        'What human reason can know about God, such as that he exists, by reflecting on creation and on the human person.',
    },
    {
      word: 'idol',
      definition:
        'An image or thing that is worshipped, or given first place in a life, instead of the true God.',
    },
    {
      word: 'repentance',
      definition: 'Turning away from sin and back to God with a real change of heart.',
    },
  ],
  catechism: [27, 28, 31, 36, 50, 51, 65],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Reason and Revelation',
        'Tells apart what reason can know about God and what God reveals, with an example of each.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const BREATHED_OUT_BY_GOD: WorkbookActivity = {
  id: 'core-1-unit-2-breathed-out-by-god',
  unit: 2,
  title: 'Breathed Out by God: What Paul Handed On to Timothy',
  passageReference: '2 Timothy 1:5, 13-14; 2:1-2; 3:14-17',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'In his last letter, Paul tells Timothy to guard what was handed on to him and to trust the Scriptures God inspired.',
  passageText: [
    'Paul was in prison in Rome and knew that his life was nearly over. He wrote to Timothy, the young man he had trained and trusted to lead the Church in Ephesus, to tell him what mattered most. "I remember your sincere faith," he wrote, "the faith that lived first in your grandmother Lois and in your mother Eunice, and that I am sure lives in you too."',
    '"Hold on to the sound words you heard from me, in the faith and love that are ours in Christ Jesus. Guard the treasure that has been entrusted to you, with the help of the Holy Spirit who lives in us."',
    '"So you, my son, be strong in the grace that is in Christ Jesus. What you heard from me in front of many witnesses, hand on to faithful people who will be able to teach others as well."',
    '"As for you, remain in what you have learned and come to believe. You know the people you learned it from, and since you were a child you have known the sacred writings, which can make you wise for salvation through faith in Christ Jesus. All Scripture is breathed out by God, and it is useful for teaching, for correcting mistakes, for setting people right and for training them in holiness, so that anyone who belongs to God may be ready and equipped for every good work."',
  ].join('\n\n'),
  instructions:
    'Read these passages as the last advice of a teacher to the student he loves. Mark every phrase about passing something on to others, and every phrase about the Scriptures. Then answer the questions in full sentences.',
  questions: [
    'Paul tells Timothy to hand on what he heard to faithful people "who will be able to teach others as well." Describe the chain of people this creates. Where does it begin, and where are you in it?',
    'Paul says that Scripture is "breathed out by God." What does it mean that God is the author of Scripture, while human beings really wrote it with their own words and gifts?',
    'Timothy learned the faith from the sacred writings and from people he knew and trusted. Why does the Church teach that Sacred Scripture and Sacred Tradition belong together and cannot be separated?',
    'Paul names four things Scripture is useful for: teaching, correcting, setting people right and training in holiness. Choose one, and give an example of how a passage of the Bible could do that for a teenager today.',
    'Who has handed on the faith to you, the way Lois and Eunice did for Timothy? Describe one thing you received from them.',
  ],
  vocabulary: [
    {
      word: 'inspiration',
      definition:
        'The Holy Spirit guiding the human authors of Scripture, so that they wrote, in their own words, what God wanted written for our salvation.',
    },
    {
      word: 'Sacred Tradition',
      definition:
        "The living handing on of the Gospel from the apostles and their successors, in the Church's teaching, life and worship.",
    },
    {
      word: 'deposit of faith',
      definition:
        'The treasure of everything God has revealed, contained in Scripture and Tradition and entrusted to the whole Church.',
    },
    {
      word: 'canon of Scripture',
      definition:
        'The list of books the Church recognizes as inspired: 46 in the Old Testament and 27 in the New Testament.',
    },
    {
      word: 'apostle',
      definition:
        'One sent by Jesus to preach the Gospel with his authority, such as the Twelve and Paul; the word means "one who is sent".',
    },
  ],
  catechism: [75, 76, 77, 80, 81, 84, 105, 106, 107, 120],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Scripture and Tradition',
        'Explains how the faith is handed on in both Scripture and Tradition, with an example of each.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const PHILIP_AND_THE_ETHIOPIAN: WorkbookActivity = {
  id: 'core-1-unit-3-philip-and-the-ethiopian',
  unit: 3,
  title: 'Do You Understand What You Are Reading? Philip and the Ethiopian',
  passageReference: 'Acts 8:26-40',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'An official reading Isaiah on a desert road asks for a guide, and Philip shows him that the passage is about Jesus.',
  passageText: [
    'An angel of the Lord said to Philip, "Get up and go south, to the desert road that runs from Jerusalem down to Gaza." So Philip went. On that road was an official from Ethiopia, a trusted servant of the queen of the Ethiopians, in charge of all her treasury. He had come to Jerusalem to worship and was on his way home, sitting in his chariot and reading aloud from the prophet Isaiah.',
    'The Spirit said to Philip, "Go over and stay close to that chariot." Philip ran up and heard the man reading Isaiah. "Do you understand what you are reading?" he asked. "How can I," the official answered, "unless someone guides me?" And he invited Philip to climb up and sit beside him.',
    'This was the passage he was reading: "Like a sheep he was led away to be killed, and like a lamb that is silent in front of the one who shears it, he did not open his mouth. He was humiliated and denied justice. Who can speak of his descendants? For his life was taken from the earth." The official asked Philip, "Please tell me, who is the prophet talking about, himself or someone else?" Then Philip began with that very passage and told him the good news about Jesus.',
    'As they went along the road they came to some water, and the official said, "Look, here is water. What is to stop me from being baptized?" He ordered the chariot to stop, and both of them went down into the water, and Philip baptized him. When they came up out of the water, the Spirit of the Lord carried Philip away. The official did not see him again, but he went on his way full of joy.',
  ].join('\n\n'),
  instructions:
    'Read the story and pay attention to the questions people ask in it. Notice who helps whom to understand, and what the official does once he understands. Then answer the questions in full sentences; for the third one, use what you have learned about the senses of Scripture.',
  questions: [
    'The official was reading Scripture carefully and still said, "How can I understand unless someone guides me?" Give two reasons why the Bible can be hard to understand on your own.',
    'Philip began with a passage of Isaiah, written centuries before Jesus, and used it to tell the good news about Jesus. What does this show about how the Old Testament and the New Testament are connected?',
    'The Church reads Scripture in its literal sense (what the human author meant) and in its spiritual senses (what the words point to in Christ, in how we live, and in eternal life). Give an example of each from the Isaiah passage.',
    'Why does the Church teach that Scripture is to be read within the living Tradition of the whole Church, and not by each person alone? How does this story show it?',
    'Who has been a Philip for you, helping you understand something about God? Or whom could you help, the way Philip did?',
  ],
  vocabulary: [
    {
      word: 'literal sense',
      definition:
        'The meaning the human author intended, found by paying attention to the language, the history and the kind of writing.',
    },
    {
      word: 'spiritual sense',
      definition:
        'The further meaning of the events and words of Scripture, which point to Christ (allegorical), to how we should live (moral) and to eternal life (anagogical).',
    },
    {
      word: 'Magisterium',
      definition:
        'The teaching office of the Church, the Pope and the bishops in communion with him, which serves the Word of God by interpreting it faithfully.',
    },
    {
      word: 'literary form',
      definition:
        'The kind of writing a text is, such as history, poetry, prophecy, parable or letter, which shapes how it should be read.',
    },
    {
      word: 'typology',
      definition:
        'Seeing in the people and events of the Old Testament signs that point ahead to what God fulfilled in Christ.',
    },
  ],
  catechism: [85, 109, 110, 111, 113, 115, 116, 117, 119, 128],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Reading Scripture with the Church',
        'Explains the literal and spiritual senses and why Scripture is read within the Church, with an example.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const COUNT_THE_STARS: WorkbookActivity = {
  id: 'core-1-unit-4-count-the-stars',
  unit: 4,
  title: "Count the Stars: God's Covenant with Abram",
  passageReference: 'Genesis 12:1-5; 15:1-6',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'God calls Abram to leave his home, and years later promises him descendants as many as the stars.',
  passageText: [
    'The Lord said to Abram, "Leave your country, your relatives and your father\'s house, and go to the land that I will show you. I will make you into a great nation. I will bless you and make your name great, and you will be a blessing. Through you all the families of the earth will be blessed." So Abram went, as the Lord had told him. He was seventy-five years old when he set out from Haran with his wife Sarai, his nephew Lot, and everything they owned, and they came to the land of Canaan.',
    'Years went by. One night the word of the Lord came to Abram in a vision: "Do not be afraid, Abram. I am your shield, and your reward will be very great." But Abram said, "Lord God, what can you give me? I still have no children, and a servant of my household will inherit everything I have."',
    'The Lord answered, "That man will not be your heir. A son of your own will be your heir." Then he brought Abram outside and said, "Look up at the sky and count the stars, if you can. That is how many your descendants will be."',
    'Abram put his faith in the Lord, and the Lord counted it to him as righteousness.',
  ].join('\n\n'),
  instructions:
    'Read the two scenes, which happen years apart. Notice what God promises, what Abram gives up, and what he still does not have. Then answer the questions in full sentences.',
  questions: [
    "God asks Abram to leave everything familiar without telling him where he is going. What does Abram's choice show about what faith is?",
    'God promises that "all the families of the earth" will be blessed through Abram. How does the rest of the Old Testament, and finally Jesus, carry that promise forward?',
    "A covenant is more than a contract: it is a sacred bond that makes people family. How is God's covenant with Abram different from a deal between two business partners?",
    'Years later Abram still had no child, and he told God so honestly. What does this scene teach about praying when God seems slow to keep his promises?',
    'Describe a time when you had to trust someone, or God, without seeing how things would turn out.',
  ],
  vocabulary: [
    {
      word: 'covenant',
      definition:
        'A sacred, binding relationship that God makes with his people, promising his faithfulness and asking for theirs.',
    },
    {
      word: 'patriarch',
      definition:
        'A founding father of a family or people; Abraham, Isaac and Jacob are the patriarchs of Israel.',
    },
    {
      word: 'Old Testament',
      definition:
        "The forty-six books of Scripture written before Christ, telling of God's covenant with Israel and preparing for the Savior.",
    },
    {
      word: 'righteousness',
      definition:
        'Being in right relationship with God; here, a gift God gives in answer to faith.',
    },
    {
      word: 'faith',
      definition:
        'Trusting God and freely accepting everything he has revealed, because he is faithful and true.',
    },
  ],
  catechism: [59, 60, 121, 122, 144, 145, 146, 2570],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Faith and covenant',
        "Explains what a covenant is and how Abram's trust is an example of faith, with details from the passage.",
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const HANDED_ON: WorkbookActivity = {
  id: 'core-1-unit-5-what-i-received',
  unit: 5,
  title: "What I Received I Handed On: The Apostles' Witness",
  passageReference: '1 Corinthians 15:1-11',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'In one of the oldest writings of the New Testament, Paul hands on the witness to Jesus rising from the dead.',
  passageText: [
    'Paul wrote to the church he had founded in Corinth, a busy Greek port, about twenty-five years after Jesus died and rose. Some of the Christians there had begun to doubt that the dead would rise, so Paul reminded them of the good news he had preached when he first came to them, the news they had received and on which their faith stood.',
    '"I handed on to you, as the most important thing of all, what I myself received: that Christ died for our sins, as the Scriptures had said; that he was buried; that he was raised on the third day, as the Scriptures had said; and that he appeared to Peter, and then to the Twelve.',
    '"After that he appeared to more than five hundred brothers and sisters at one time. Most of them are still alive, though some have died. Then he appeared to James, and then to all the apostles. Last of all, as to someone born at the wrong time, he appeared to me too.',
    '"I am the least of the apostles, and I do not deserve to be called an apostle, because I persecuted the Church of God. But by the grace of God I am what I am, and his grace in me has not been wasted. Whether it was I or they, this is what we all preach, and this is what you came to believe."',
  ].join('\n\n'),
  instructions:
    'This letter was probably written before any of the Gospels were finished. Read it as one of the oldest written witnesses to the Resurrection, and notice the words "received" and "handed on". Then answer the questions in full sentences.',
  questions: [
    'Paul says he "handed on" what he had "received." From whom do you think he received this message, and why does he choose these words instead of presenting it as his own idea?',
    'Paul points out that most of the five hundred witnesses are "still alive." Why would that matter to Christians in Corinth who had doubts?',
    'The New Testament holds Gospels, the Acts of the Apostles, letters and the Book of Revelation. Why do you think letters like this one, written to real communities with real problems, became Scripture for the whole Church?',
    'Paul admits that he once persecuted the Church. Does his honesty about his past make his witness more believable or less? Explain.',
    'Paul says, "By the grace of God I am what I am." Write about something in your life that you see as a gift rather than as your own achievement.',
  ],
  vocabulary: [
    {
      word: 'epistle',
      definition:
        'A letter; in the New Testament, the letters of Paul and other apostles to churches and to individuals.',
    },
    {
      word: 'New Testament',
      definition:
        'The twenty-seven books of Scripture written in the time of the apostles, centered on Jesus Christ.',
    },
    {
      word: 'Resurrection',
      definition:
        "Jesus' rising from the dead on the third day, body and soul, into a glorified life that can no longer die.",
    },
    {
      word: 'witness',
      definition:
        'Someone who tells truthfully what he or she has seen and heard; also, someone whose life helps others come to know Christ.',
    },
    {
      word: 'grace',
      definition:
        "God's free and undeserved help, the gift of his own life, which makes us his children.",
    },
  ],
  catechism: [76, 124, 639, 642, 652, 1996],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        "The apostles' witness",
        "Explains why the apostles' witness to the Resurrection matters and how the New Testament hands it on.",
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const SO_THAT_YOU_MAY_BELIEVE: WorkbookActivity = {
  id: 'core-1-unit-6-so-that-you-may-believe',
  unit: 6,
  title: 'So That You May Believe: Why the Gospels Were Written',
  passageReference: 'Luke 1:1-4; John 20:24-31',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'Luke and John each say why they wrote a Gospel: so that we may know the truth about Jesus and have life in his name.',
  passageText: [
    'Luke begins his Gospel with a note to a man named Theophilus, whose name means "friend of God": "Many people have set out to write an orderly account of the events that have been fulfilled among us, just as they were handed down to us by those who were eyewitnesses from the beginning and servants of the word. So I too, having carefully looked into everything from the start, have decided to write it down in order for you, most excellent Theophilus, so that you may know how trustworthy the teaching you have received really is."',
    'Near the end of John\'s Gospel, Thomas, one of the Twelve, was not with the other disciples when the risen Jesus came to them. When they told him, "We have seen the Lord," he said, "Unless I see the marks of the nails in his hands and put my hand into his side, I will not believe." A week later the disciples were together again, and Thomas was with them. Jesus came and stood among them and said, "Peace be with you." Then he said to Thomas, "Put your finger here and see my hands. Reach out your hand and put it into my side. Do not doubt, but believe." Thomas answered, "My Lord and my God!" Jesus said to him, "You believe because you have seen me. Blessed are those who have not seen and yet believe."',
    'Then John writes: "Jesus did many other signs in front of his disciples that are not written in this book. But these have been written so that you may believe that Jesus is the Christ, the Son of God, and that by believing you may have life in his name."',
  ].join('\n\n'),
  instructions:
    'These passages show two Gospel writers explaining why they wrote. Read them slowly. Then answer the questions in full sentences, using what you know about the three stages in which the Gospels were formed: the life and teaching of Jesus, the preaching of the apostles, and the writing of the four Gospels.',
  questions: [
    'Luke says he was not the first to write about Jesus and that he "carefully looked into everything from the start." What does this tell you about how he worked?',
    'Luke\'s account rests on "eyewitnesses from the beginning." Describe the three stages by which the life and teaching of Jesus became the written Gospels.',
    "John admits that he left out many of Jesus' signs. Why might each Gospel writer choose different stories and tell them differently, and why does the Church keep all four Gospels instead of blending them into one?",
    'Jesus calls "blessed" those who believe without seeing, and John says he wrote "so that you may believe." How is reading a Gospel different from reading a history textbook?',
    'If you were writing about Jesus for a friend like Theophilus today, which one Gospel story would you be sure to include, and why?',
  ],
  vocabulary: [
    {
      word: 'Gospel',
      definition:
        'The good news of salvation in Jesus Christ; also each of the four books, Matthew, Mark, Luke and John, that tell of his life, death and Resurrection.',
    },
    {
      word: 'evangelist',
      definition:
        'One of the four writers of the Gospels; more widely, anyone who announces the good news.',
    },
    {
      word: 'synoptic Gospels',
      definition:
        'Matthew, Mark and Luke, which tell many of the same events in a similar order and can be "seen together".',
    },
    {
      word: 'eyewitness',
      definition: 'Someone who saw events with his or her own eyes and can tell what happened.',
    },
    {
      word: 'sign',
      definition: "In John's Gospel, a miracle that points beyond itself to who Jesus is.",
    },
  ],
  catechism: [124, 125, 126, 127, 139, 514, 515],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'How the Gospels were formed',
        "Describes the three stages of the Gospels' formation and why the Church keeps four Gospels.",
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const READY_TO_GIVE_A_REASON: WorkbookActivity = {
  id: 'core-1-unit-7-ready-to-give-a-reason',
  unit: 7,
  title: 'Ready to Give a Reason: Hard Questions About the Bible',
  passageReference: '1 Peter 3:13-17',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'Peter tells Christians who are questioned about their faith to answer with reasons, gentleness and respect.',
  passageText: [
    'Peter wrote to Christians scattered across the towns of Asia Minor, in what is now Turkey. They were small communities, and many of their neighbors mocked them, misunderstood them or treated them badly because of their faith in Jesus.',
    '"Who will harm you if you are eager to do what is good? And even if you should suffer for doing what is right, you are blessed. Do not be afraid of what frightens other people, and do not let it trouble you. Instead, in your hearts, honor Christ as Lord.',
    '"Always be ready to give an answer to anyone who asks you for the reason for the hope that is in you. But do it with gentleness and respect, and keep your conscience clear, so that those who speak badly of your good way of life in Christ will be ashamed of what they said. It is better to suffer for doing good, if that is what God allows, than for doing wrong."',
  ].join('\n\n'),
  instructions:
    'Read Peter\'s advice to Christians who were questioned and mocked for their faith. Think of a hard question people ask about the Bible, for example "Doesn\'t science prove Genesis wrong?", "How can we trust books written so long ago?" or "Why are there violent stories in the Bible?" Then answer the questions in full sentences.',
  questions: [
    'Peter asks for two things at once: being ready with a reason, and answering "with gentleness and respect." Why do both matter when someone challenges your faith?',
    'Some people say that the Bible and science contradict each other. Using what you know about literary forms, explain why the Church teaches that the creation accounts and the findings of science need not be in conflict.',
    'The Church teaches that Scripture teaches without error the truth God wanted written for the sake of our salvation. What does this mean, and what does it not mean?',
    'Choose one hard question people ask about the Bible. Write a short, respectful answer as if you were replying to a friend who asked it honestly.',
    'What is "the hope that is in you"? Describe it in two or three sentences of your own.',
  ],
  vocabulary: [
    {
      word: 'apologetics',
      definition:
        'Explaining and defending the faith with reasons, in a way that respects the person asking.',
    },
    {
      word: 'inerrancy',
      definition:
        'The truth of Scripture: it teaches faithfully and without error the truth God wanted written down for our salvation.',
    },
    {
      word: 'fundamentalism',
      definition:
        "Reading every word of the Bible only literally, without attention to its literary forms or to the Church's Tradition.",
    },
    {
      word: 'hope',
      definition:
        "The virtue by which we trust in God's promise of eternal life and in the grace he gives to reach it.",
    },
    {
      word: 'reason',
      definition:
        'The human power to think, judge and understand; since God gives both reason and faith, they can never truly contradict each other.',
    },
  ],
  catechism: [107, 110, 159, 283, 337, 390, 1817],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Giving a reason for faith',
        'Answers a hard question with accurate reasons, fairly and respectfully.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

export const COURSE_1: Workbook = {
  id: 'core-1',
  course: 'I',
  kind: 'core',
  title: 'The Revelation of Jesus Christ in Scripture',
  label: workbookLabel('I'),
  status: 'complete',
  units: [
    { number: 1, name: 'How God makes himself known' },
    { number: 2, name: 'Scripture and Tradition: the Word handed on' },
    { number: 3, name: 'Reading Scripture with the Church' },
    { number: 4, name: "The Old Testament: God's covenant with Israel" },
    { number: 5, name: "The New Testament: the apostles' witness" },
    { number: 6, name: 'The Gospels: the heart of Scripture' },
    { number: 7, name: 'Hard questions about the Bible' },
  ],
  activities: [
    UNKNOWN_GOD,
    BREATHED_OUT_BY_GOD,
    PHILIP_AND_THE_ETHIOPIAN,
    COUNT_THE_STARS,
    HANDED_ON,
    SO_THAT_YOU_MAY_BELIEVE,
    READY_TO_GIVE_A_REASON,
  ],
};
